/**
 * The inbox (platform-contract §7 Inbox, messages, email, other: "Inbox: list, all, get, count, create,
 * PATCH markasread, update, delete, batch"; §6 "all inbox" is an admin function; back-office §3 Inbox
 * item, §5). Base /v3/account/inbox; the paths are ours (docs/decisions.md "Inbox paths").
 */
import { z } from 'zod';
import { endpoint, defineArea, errors } from './define.js';
import { ALL_ROLES, INBOX_ADMINS, access } from './access.js';
import { IdParams } from './params.js';
import { ok, paginated, NoContent, PageQuery } from '../core/envelope.js';
import { BooleanString, ObjectId } from '../core/primitives.js';
import {
  InboxBatchInput, InboxChangeCount, InboxCount, InboxCreatedBy, InboxItem, InboxItemInput, InboxItemType, InboxMarkAsReadInput,
} from '../inbox.js';

const BASE = '/v3/account/inbox';
const SPEC = ['platform-contract §7 Inbox, messages, email, other', 'back-office §3 Inbox item'] as const;
const DECISION = 'Inbox paths';

export const inboxArea = defineArea('inbox', 'Inbox items: a customer\'s inbox, and the admin inbox of the console', {
  listInboxItems: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'List inbox items: a customer\'s own, or every item in the staff member\'s reach',
    query: z.object({
      accountId: ObjectId.optional().meta({ description: 'Staff: only items addressed to this account' }),
      type: InboxItemType.optional(),
      createdBy: InboxCreatedBy.optional(),
      unread: BooleanString.optional().meta({ description: 'Customers: only unread items' }),
      ...PageQuery.shape,
    }),
    responses: { 200: paginated(InboxItem) },
    access: access.inboxRead,
    spec: SPEC,
    decision: DECISION,
  }),
  listAllInboxItems: endpoint({
    method: 'GET',
    path: `${BASE}/all`,
    summary: 'List the whole inbox of one account as its users see it (admin "all inbox")',
    query: z.object({ accountId: ObjectId }),
    responses: { 200: ok(z.array(InboxItem)), ...errors(404) },
    access: access.inboxAdmin,
    spec: [...SPEC, 'platform-contract §6'],
    decision: DECISION,
  }),
  countInboxItems: endpoint({
    method: 'GET',
    path: `${BASE}/count`,
    summary: 'Count the items of the inbox and the unread ones',
    query: z.object({ accountId: ObjectId.optional().meta({ description: 'Staff: the account to count for' }) }),
    responses: { 200: ok(InboxCount) },
    access: access.inboxRead,
    spec: SPEC,
    decision: DECISION,
  }),
  getInboxItem: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'Get one inbox item',
    params: IdParams,
    responses: { 200: ok(InboxItem), ...errors(404) },
    access: access.inboxRead,
    spec: SPEC,
    decision: DECISION,
  }),
  createInboxItem: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create an inbox item for its recipients (checked by the inbox validity rule)',
    body: InboxItemInput,
    responses: { 201: ok(InboxItem) },
    access: access.inboxWrite,
    spec: [...SPEC, 'back-office §5'],
    decision: DECISION,
  }),
  markInboxItemsAsRead: endpoint({
    method: 'PATCH',
    path: `${BASE}/markasread`,
    summary: 'Mark the caller\'s inbox items as read (the given ones, or all)',
    body: InboxMarkAsReadInput,
    responses: { 200: ok(InboxChangeCount) },
    access: access.inboxRead,
    spec: SPEC,
    decision: DECISION,
  }),
  updateInboxItem: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Replace an inbox item\'s content (checked by the inbox validity rule)',
    params: IdParams,
    body: InboxItemInput,
    responses: { 200: ok(InboxItem), ...errors(404) },
    access: access.inboxWrite,
    spec: [...SPEC, 'back-office §5'],
    decision: DECISION,
  }),
  deleteInboxItem: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Delete an inbox item (a customer removes it from their own inbox; staff delete it for everyone)',
    params: IdParams,
    responses: { 204: NoContent, ...errors(404) },
    access: { customer: ALL_ROLES, staff: INBOX_ADMINS },
    spec: SPEC,
    decision: DECISION,
  }),
  batchInboxItems: endpoint({
    method: 'POST',
    path: `${BASE}/batch`,
    summary: 'Create up to 500 inbox items at once (each checked by the inbox validity rule)',
    body: InboxBatchInput,
    responses: { 201: ok(InboxChangeCount) },
    access: access.inboxWrite,
    spec: [...SPEC, 'platform-contract §6'],
    decision: DECISION,
  }),
});
