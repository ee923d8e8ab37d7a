/**
 * Account-group handlers of the accounts area (decision "Account groups"): read by customer staff,
 * written by ADMIN and ORG_ADMIN, always inside the organisation of the path. Every change is audited.
 */
import type { AccountGroup } from '../../../schemas/account.js';
import type { accountsArea } from '../../../schemas/endpoints/accounts.js';
import { recordAudit } from '../audit.js';
import type { AreaHandlers } from '../contract/handlers.js';
import type { Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { newId } from '../ids.js';
import * as groups from '../repositories/account-groups.js';
import { pageWindow, searchAnswer } from '../repositories/page-query.js';

type Ops = Pick<AreaHandlers<typeof accountsArea>, 'listAccountGroups' | 'getAccountGroup' | 'createAccountGroup' | 'updateAccountGroup' | 'deleteAccountGroup'>;

/** A group names only accounts of its organisation, each once, under a name no other group has. */
async function checkGroup(q: Queryable, organisation: string, name: string, accountIds: readonly string[], exceptId?: string): Promise<string[]> {
  const unique = [...new Set(accountIds)];
  const foreign = await groups.foreignAccountIds(q, organisation, unique);
  if (foreign.length > 0) throw problem('validationError', { message: `Unknown accountIds: ${foreign.join(', ')}` });
  if (await groups.groupNameTaken(q, organisation, name, exceptId)) throw problem('conflict', { message: `An account group named '${name}' exists` });
  return unique;
}

export const accountGroupHandlers: Ops = {
  async listAccountGroups({ params, query, services }) {
    const window = pageWindow(query);
    const { rows, total } = await groups.listAccountGroups(services.db, params.organisation, query.q || undefined, window);
    return searchAnswer(window, rows, total);
  },

  async getAccountGroup({ params, services }) {
    const group = await groups.findAccountGroup(services.db, params.organisation, params.id);
    if (!group) throw problem('notFound');
    return { data: group };
  },

  async createAccountGroup({ params, body, principal, requestId, services }) {
    const now = services.clock.now();
    const group = await services.db.tx(async (q) => {
      const accountIds = await checkGroup(q, params.organisation, body.name, body.accountIds);
      const created: AccountGroup = {
        _id: newId(now), organisation: params.organisation, name: body.name,
        ...(body.description === undefined ? {} : { description: body.description }), accountIds, createdAt: now, updatedAt: now,
      };
      // The name check above misses a group a concurrent request is making: the unique name decides (docs/decisions.md "Lost races").
      if (!(await groups.insertAccountGroup(q, created))) throw problem('conflict', { message: `An account group named '${body.name}' exists` });
      await recordAudit(q, { principal, requestId, now }, { action: 'create', resource: 'account-groups', resourceId: created._id, organisation: params.organisation, after: created });
      return created;
    });
    return { data: group };
  },

  async updateAccountGroup({ params, body, principal, requestId, services }) {
    const now = services.clock.now();
    const group = await services.db.tx(async (q) => {
      const before = await groups.findAccountGroup(q, params.organisation, params.id);
      if (!before) throw problem('notFound');
      const accountIds = await checkGroup(q, params.organisation, body.name, body.accountIds, params.id);
      const { description: _d, ...kept } = before;
      const after: AccountGroup = { ...kept, name: body.name, ...(body.description === undefined ? {} : { description: body.description }), accountIds, updatedAt: now };
      await groups.saveAccountGroup(q, after);
      await recordAudit(q, { principal, requestId, now }, { action: 'update', resource: 'account-groups', resourceId: params.id, organisation: params.organisation, before, after });
      return after;
    });
    return { data: group };
  },

  async deleteAccountGroup({ params, principal, requestId, services }) {
    const now = services.clock.now();
    await services.db.tx(async (q) => {
      const before = await groups.findAccountGroup(q, params.organisation, params.id);
      if (!before || !(await groups.deleteAccountGroup(q, params.organisation, params.id))) throw problem('notFound');
      await recordAudit(q, { principal, requestId, now }, { action: 'delete', resource: 'account-groups', resourceId: params.id, organisation: params.organisation, before });
    });
    return undefined;
  },
};
