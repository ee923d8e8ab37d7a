/**
 * The demo admins: one per admin scope a person or an integration signs in with (USER, DEMO and
 * REFRESH are customer and token scopes, not admins), plus an inspector (ORG_USER) who may sign in
 * on behalf of two customer accounts. Passwords are demo passwords (at least 12 characters).
 */
import type { AdminScope } from '../../../../schemas/admin.js';
import { stableId } from '../../ids.js';
import type { DemoAdmin } from '../demo-tenant.js';
import { addDays, addMonths } from './calendar.js';

interface AdminSpec {
  readonly handle: string;
  readonly scope: AdminScope;
  readonly name: string;
  readonly description: string;
}

const ADMINS: readonly AdminSpec[] = [
  { handle: 'admin', scope: 'ADMIN', name: 'Astrid Admin', description: 'Platform administrator: every organisation, every resource' },
  { handle: 'support', scope: 'SUPPORT', name: 'Sven Support', description: 'Platform support: reads everything, support mode for any customer' },
  { handle: 'orgadmin', scope: 'ORG_ADMIN', name: 'Olav Orgadmin', description: 'Administrator of this organisation only' },
  { handle: 'orgsupport', scope: 'ORG_SUPPORT', name: 'Siri Kundeservice', description: "Customer service of this organisation: customers, support mode" },
  { handle: 'marketing', scope: 'ORG_MARKETING', name: 'Mari Marked', description: 'Marketing: copy, modules, inbox messages' },
  { handle: 'developer', scope: 'ORG_DEVELOPER', name: 'Didrik Utvikler', description: 'Developer: API tokens, secrets visible to the organisation, settings' },
  { handle: 'orguser', scope: 'ORG_USER', name: 'Ulla Bruker', description: 'Read-only user of the organisation' },
  { handle: 'webhook', scope: 'WEBHOOK', name: 'Webhook integration', description: 'Integration identity for incoming webhooks (not a person)' },
  { handle: 'service', scope: 'SERVICE', name: 'Service integration', description: 'Service-to-service identity: jobs, secrets, sync (not a person)' },
  { handle: 'partner', scope: 'PARTNER', name: 'Per Partner', description: 'Partner company with limited access' },
];

/** The key of the inspector among the admins (README and tests find it by this e-mail's local part). */
export const INSPECTOR_HANDLE = 'inspector';

/** The demo admins of organisation `org`; e-mails are <handle>@<org lowercased>.example. */
export function demoAdmins(org: string, base: Date, inspects: readonly string[]): DemoAdmin[] {
  const domain = `${org.toLowerCase()}.example`;
  const created = addDays(addMonths(base, -18), 3);
  const updated = addDays(base, -30);
  const admin = (a: AdminSpec): DemoAdmin => ({
    admin: {
      _id: stableId(`${org}:admin:${a.handle}`),
      email: `${a.handle}@${domain}`,
      name: a.name,
      organisation: org,
      scope: a.scope,
      createdAt: created,
      updatedAt: updated,
    },
    password: `demo-${a.handle}-pass`,
    description: a.description,
  });
  return [
    ...ADMINS.map(admin),
    {
      ...admin({ handle: INSPECTOR_HANDLE, scope: 'ORG_USER', name: 'Ivar Inspektør', description: '' }),
      description: "Inspector: signs in to the portal on behalf of Kari's and Ingrid's accounts (ADMIN access type, e-mail and password)",
      inspects: [...inspects],
    },
  ];
}
