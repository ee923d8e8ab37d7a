/**
 * The organisation's customers as its energy provider knows them (docs/decisions.md "Organisation
 * calls"): the platform is its own provider here, so a provider customer is an account with a
 * customer number, named by its owner, at the address of its first location.
 */
import type { ProviderCustomer } from '../../../schemas/provider.js';
import { one, type Queryable } from '../db/database.js';

interface CustomerRow {
  account_id: string;
  customer_id: string;
  account_type: string;
  owner: { firstName?: string; lastName?: string; email?: string; phoneNumber?: string } | null;
  address: string | null;
  zip_code: string | null;
  city: string | null;
}

const SELECT = `
  SELECT a.id AS account_id, a.customer_id, a.account_type,
         coalesce((SELECT u.doc FROM account_users au JOIN users u ON u.id = au.user_id
                    WHERE au.account_id = a.id ORDER BY (au.role = 'OWNER') DESC, (au.role = 'BS_OWNER') DESC, au.created_at LIMIT 1),
                  a.doc->'accountOwner') AS owner,
         l.address, l.zip_code, l.city
    FROM accounts a
    LEFT JOIN LATERAL (SELECT address, zip_code, city FROM locations WHERE account_id = a.id ORDER BY created_at, id LIMIT 1) l ON true`;

function toCustomer(r: CustomerRow): ProviderCustomer {
  const name = [r.owner?.firstName, r.owner?.lastName].filter(Boolean).join(' ');
  return {
    customerId: r.customer_id, name,
    ...(r.owner?.email ? { email: r.owner.email } : {}),
    ...(r.owner?.phoneNumber ? { phoneNumber: r.owner.phoneNumber } : {}),
    ...(r.address ? { address: r.address } : {}),
    ...(r.zip_code ? { zipCode: r.zip_code } : {}),
    ...(r.city ? { city: r.city } : {}),
    isCompany: r.account_type === 'BUSINESS',
  };
}

export interface FoundCustomer {
  readonly accountId: string;
  readonly customer: ProviderCustomer;
}

export async function providerCustomer(q: Queryable, organisation: string, customerId: string): Promise<FoundCustomer | undefined> {
  const row = await one<CustomerRow>(q, `${SELECT} WHERE a.organisation = $1 AND a.customer_id = $2`, [organisation, customerId]);
  return row && { accountId: row.account_id, customer: toCustomer(row) };
}

/** Customers whose number, owner name, e-mail or address holds `text` (at most 50, by customer number). */
export async function searchProviderCustomers(q: Queryable, organisation: string, text: string): Promise<ProviderCustomer[]> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await q.query<CustomerRow>(
    `SELECT * FROM (${SELECT} WHERE a.organisation = $1 AND a.customer_id IS NOT NULL) c
      WHERE lower(c.customer_id) LIKE $2 OR lower(coalesce(c.owner->>'firstName', '') || ' ' || coalesce(c.owner->>'lastName', '')) LIKE $2
         OR lower(coalesce(c.owner->>'email', '')) LIKE $2 OR lower(coalesce(c.address, '')) LIKE $2
      ORDER BY c.customer_id LIMIT 50`,
    [organisation, pattern],
  );
  return rows.rows.map(toCustomer);
}

/** The customer number of the account a personal id's user holds (OWNER first), if any. */
export async function customerIdOfPersonalId(q: Queryable, organisation: string, personalId: string): Promise<string | undefined> {
  const row = await one<{ customer_id: string }>(
    q,
    `SELECT a.customer_id FROM users u JOIN account_users au ON au.user_id = u.id JOIN accounts a ON a.id = au.account_id
      WHERE u.organisation = $1 AND u.personal_id = $2 AND a.customer_id IS NOT NULL
      ORDER BY (au.role = 'OWNER') DESC, au.created_at LIMIT 1`,
    [organisation, personalId],
  );
  return row?.customer_id;
}

/** The organisation's provider integration settings (organisations.doc.provider); {} when none are configured. */
export async function providerConfig(q: Queryable, organisation: string): Promise<Record<string, unknown>> {
  const row = await one<{ provider: Record<string, unknown> | null }>(q, "SELECT doc->'provider' AS provider FROM organisations WHERE code = $1", [organisation]);
  const config = row?.provider;
  return config && typeof config === 'object' && !Array.isArray(config) ? config : {};
}
