/** The demo identities as lines (printed by npm start; README's table says the same). */
import { demoTenant } from './demo/index.js';
import { readConfig } from '../config.js';

export function demoIdentities(): string[] {
  const config = readConfig();
  const demo = demoTenant(config, new Date());
  const lines: string[] = [];
  for (const c of demo.customers) {
    const s = c.signIn;
    const ways = [
      s.username ? `password ${s.username} / ${s.password}` : undefined,
      s.personalId ? `BankID ${s.personalId}` : undefined,
      s.phoneNumber ? `PIN ${s.phoneNumber}` : undefined,
      s.customerId ? `e-mail link customer ${s.customerId}` : undefined,
      s.organisationId ? `e-mail link organisation ${s.organisationId}` : undefined,
    ].filter(Boolean);
    lines.push(`${c.key.padEnd(8)} ${c.description} — ${ways.join('; ')}`);
  }
  for (const a of demo.admins) lines.push(`${a.admin.scope.padEnd(14)} ${a.admin.email} / ${a.password} — ${a.description}`);
  return lines;
}
