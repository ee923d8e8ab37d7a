/**
 * Feed, service status, help chat, support messages and feedback, dynamic content (platform-contract
 * §7 Data; back-office §7 Messaging and support: "support messages and support feedback are under the
 * account path, and GET /dynamic-content and /dynamic-content/{id} are too"). Account path
 * /v4/{organisation}/account (docs/decisions.md "Path bases").
 */
import { z } from 'zod';
import { endpoint, defineArea, errors } from './define.js';
import { access } from './access.js';
import { OrganisationIdParams, OrganisationParams } from './params.js';
import { ok } from '../core/envelope.js';
import { BooleanString, Language, ObjectId } from '../core/primitives.js';
import {
  ChatThread, DynamicContentItem, FeedItem, FeedType, ServiceStatusEntry, BackendInfo, SupportFeedback, SupportFeedbackInput, SupportMessage,
  SupportMessageInput,
} from '../support.js';

const DATA = 'platform-contract §7 Data' as const;
const BO = 'back-office §7 Messaging and support' as const;
const ACCOUNT = '/v4/{organisation}/account' as const;
const StaffAccount = ObjectId.optional().meta({ description: 'Staff: the account to act on (customers act on their active account)' });

export const supportArea = defineArea('support', 'Feed, service status, help chat, support messages, feedback and dynamic content', {
  getFeed: endpoint({
    method: 'GET',
    path: '/feed/',
    summary: 'Get the items of a feed in a language',
    query: z.object({ feedType: FeedType, language: Language }),
    responses: { 200: ok(z.array(FeedItem)) },
    access: access.public,
    spec: [DATA, BO],
    decision: 'Feed',
  }),
  listServiceStatuses: endpoint({
    method: 'GET',
    path: '/v3/status',
    summary: 'List the status of each platform service (the console reads build and gateway)',
    description: 'On failure a client returns the error\'s data when present, otherwise one gateway entry with status 500 (back-office §8).',
    responses: { 200: ok(z.array(ServiceStatusEntry)) },
    access: access.console,
    spec: [DATA, BO, 'back-office §8'],
    decision: 'Service status',
  }),
  getBackendInfo: endpoint({
    method: 'GET',
    path: '/v3/status/backend',
    summary: 'Tell which backend answers: name, version, build, environment, start time',
    description: 'Answers an empty object when the backend info cannot be read (back-office §8).',
    responses: { 200: ok(BackendInfo) },
    access: access.public,
    spec: [DATA, 'back-office §8'],
    decision: 'Backend info',
  }),
  getChatThread: endpoint({
    method: 'GET',
    path: '/v3/chat/{organisation}/{accountId}/{vendor}/{userId}',
    summary: 'Get the help-chat thread of a user, with the account\'s support messages merged in',
    params: ChatThread.pick({ organisation: true, accountId: true, vendor: true, userId: true }),
    responses: { 200: ok(ChatThread), ...errors(404) },
    access: access.customerRead,
    spec: DATA,
    decision: 'Chat thread path',
  }),
  listSupportMessages: endpoint({
    method: 'GET',
    path: `${ACCOUNT}/support/messages`,
    summary: 'List the support messages of an account, oldest first',
    params: OrganisationParams,
    query: z.object({
      markAsRead: BooleanString.optional().meta({ description: 'Mark the other side\'s messages read' }),
      accountId: StaffAccount,
    }),
    responses: { 200: ok(z.array(SupportMessage)) },
    access: access.customerRead,
    spec: [DATA, BO],
    decision: 'Support messages',
  }),
  createSupportMessage: endpoint({
    method: 'POST',
    path: `${ACCOUNT}/support/messages`,
    summary: 'Write a support message (from the customer, or from staff when staff write)',
    params: OrganisationParams,
    query: z.object({ accountId: StaffAccount }),
    body: SupportMessageInput,
    responses: { 201: ok(SupportMessage) },
    access: access.ownUser,
    spec: [DATA, BO],
    decision: 'Support messages',
  }),
  createSupportFeedback: endpoint({
    method: 'POST',
    path: `${ACCOUNT}/support/feedback`,
    summary: 'Send feedback about the product',
    params: OrganisationParams,
    body: SupportFeedbackInput,
    responses: { 201: ok(SupportFeedback) },
    access: access.customerRead,
    spec: [DATA, BO],
    decision: 'Support messages',
  }),
  listSupportFeedback: endpoint({
    method: 'GET',
    path: `${ACCOUNT}/support/feedback`,
    summary: 'List feedback: a customer\'s own, or all of the organisation for staff',
    params: OrganisationParams,
    query: z.object({ accountId: StaffAccount }),
    responses: { 200: ok(z.array(SupportFeedback)) },
    access: access.inboxRead,
    spec: [DATA, BO],
    decision: 'Support messages',
  }),
  listDynamicContent: endpoint({
    method: 'GET',
    path: `${ACCOUNT}/dynamic-content`,
    summary: 'List the dynamic content items valid now',
    params: OrganisationParams,
    query: z.object({ language: Language.optional() }),
    responses: { 200: ok(z.array(DynamicContentItem)) },
    access: access.customerRead,
    spec: [DATA, BO, 'back-office §6'],
    decision: 'Dynamic content',
  }),
  getDynamicContent: endpoint({
    method: 'GET',
    path: `${ACCOUNT}/dynamic-content/{id}`,
    summary: 'Get one dynamic content item',
    params: OrganisationIdParams,
    responses: { 200: ok(DynamicContentItem), ...errors(404) },
    access: access.customerRead,
    spec: [DATA, BO, 'back-office §6'],
    decision: 'Dynamic content',
  }),
});
