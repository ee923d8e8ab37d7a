/**
 * Writes the customers part of the demo tenant: every account's locations (with agreements,
 * third-party data inquiries and home profile), invoices and support messages, the customers'
 * push devices, and the organisation's dynamic content. Accounts and users are load-core's; this
 * runs after it.
 */
import type { Queryable } from '../db/database.js';
import { insertLocation } from '../repositories/locations.js';
import { insertAgreements } from '../repositories/agreements.js';
import { insertInquiry } from '../repositories/inquiries.js';
import { insertInvoice } from '../repositories/invoices.js';
import { registerPushToken } from '../repositories/push-tokens.js';
import { insertDynamicContent, insertSupportMessage } from '../repositories/support.js';
import type { DemoTenant } from './demo-tenant.js';
import type { SeedContext } from './index.js';

export async function loadCustomers(q: Queryable, demo: DemoTenant, ctx: SeedContext): Promise<void> {
  const organisation = demo.organisation.code;
  for (const a of demo.accounts) {
    for (const l of a.locations) {
      // The account's id is the truth: a location listed under an account belongs to it.
      const location = { ...l.location, accountId: a.account._id, access: { accountId: a.account._id, organisation } };
      await insertLocation(q, { location, organisation, extra: l.homeProfile ?? null });
      await insertAgreements(q, location._id, l.agreements);
      for (const i of l.inquiries) await insertInquiry(q, location._id, i, ctx.now);
    }
    for (const invoice of a.invoices) await insertInvoice(q, a.account._id, invoice);
    for (const m of a.supportMessages) await insertSupportMessage(q, { ...m, accountId: a.account._id });
  }
  for (const d of demo.pushDevices ?? []) await registerPushToken(q, d.userId, d.token, d.platform, d.registeredAt);
  for (const c of demo.dynamicContent) await insertDynamicContent(q, organisation, c);
}
