/**
 * Support messages and feedback, dynamic content, service status, the feed and the help chat
 * (platform-contract §7 Data; back-office §7 Messaging and support, §8), plus the account-service
 * information calls of platform-contract §7 "Inbox, messages, email, other" (waste removal, recycling
 * centrals, zone prices, assets) in support-services.ts. Enums first, then entities; the manifest last.
 */
import { z } from 'zod';
import { defineDomain } from './core/domain.js';
import { Language, ObjectId, OrganisationCode, Timestamp, WebUrl } from './core/primitives.js';
import { supportServiceEntities } from './support-services.js';

// —— enumerations ——

/** platform-contract §7 Data support messages: from the customer or from staff (docs/decisions.md "Support messages"). */
export const SupportMessageSender = z.enum(['customer', 'staff']);
export type SupportMessageSender = z.infer<typeof SupportMessageSender>;

/** platform-contract §7 Data GET /feed/ query feedType (docs/decisions.md "Feed"). */
export const FeedType = z.enum(['news', 'offers', 'tips']);
export type FeedType = z.infer<typeof FeedType>;

/** platform-contract §7 Data /dynamic-content: format of a body (docs/decisions.md "Dynamic content"). */
export const DynamicContentFormat = z.enum(['text', 'markdown', 'html']);
export type DynamicContentFormat = z.infer<typeof DynamicContentFormat>;

/** platform-contract §7 Data "the help chat merges a support-message thread": where an entry comes from (docs/decisions.md "Chat thread path"). */
export const ChatEntrySource = z.enum(['chat', 'supportMessage']);
export type ChatEntrySource = z.infer<typeof ChatEntrySource>;

// —— support messages and feedback ——

const SupportText = z.string().regex(/\S/, 'Text must not be blank').max(5000).meta({ title: 'Text', 'x-ui': { widget: 'textarea' } });

/** platform-contract §7 Data support message: text, from customer or staff, createdAt, readAt. */
export const SupportMessage = z
  .object({
    _id: ObjectId,
    accountId: ObjectId,
    userId: ObjectId.nullable().meta({ description: 'The customer user who wrote it; null for staff messages' }),
    text: SupportText,
    from: SupportMessageSender,
    createdAt: Timestamp,
    readAt: Timestamp.nullable().meta({ description: 'When the other side read it; null until then' }),
  })
  .meta({ title: 'Support message' });
export type SupportMessage = z.infer<typeof SupportMessage>;

/** platform-contract §7 Data POST /support/messages "body text". */
export const SupportMessageInput = z.strictObject({ text: SupportText }).meta({ title: 'New support message' });

/** platform-contract §7 Data support feedback (text), as stored. */
export const SupportFeedback = z
  .object({ _id: ObjectId, accountId: ObjectId, userId: ObjectId, text: SupportText, createdAt: Timestamp })
  .meta({ title: 'Feedback' });
export type SupportFeedback = z.infer<typeof SupportFeedback>;

/** platform-contract §7 Data POST /support/feedback "body text". */
export const SupportFeedbackInput = z.strictObject({ text: SupportText }).meta({ title: 'New feedback' });

// —— dynamic content, status, feed, chat ——

/** platform-contract §7 Data GET /dynamic-content and /dynamic-content/{id}: shape not shown, ours. */
export const DynamicContentItem = z
  .object({
    _id: ObjectId,
    key: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/, 'Key: lowercase letters, digits, . _ and -'),
    language: Language,
    title: z.string(),
    body: z.string(),
    format: DynamicContentFormat,
    validFrom: Timestamp.nullable(),
    validTo: Timestamp.nullable(),
    updatedAt: Timestamp,
  })
  .meta({ title: 'Dynamic content', description: 'A piece of content the apps show without a release' });
export type DynamicContentItem = z.infer<typeof DynamicContentItem>;

/**
 * platform-contract §7 Data, back-office §7: GET /v3/status "returns a list of service statuses. It
 * looks for the build or gateway service". On failure the list is the error's data, or one gateway
 * entry with status 500 (back-office §8).
 */
/** A job engine queue's depth, as its service status entry shows it (docs/decisions.md "Service status and backend info"). */
export const QueueDepth = z
  .object({
    waiting: z.number().int().min(0).meta({ description: 'Runs due and not yet taken by a worker' }),
    active: z.number().int().min(0).meta({ description: 'Runs a worker is doing now' }),
    oldestWaitingSeconds: z.number().int().min(0).meta({ description: 'How long the oldest due run has waited; 0 when none waits' }),
  })
  .meta({ title: 'Queue depth' });
export type QueueDepth = z.infer<typeof QueueDepth>;

export const ServiceStatusEntry = z
  .object({
    name: z.string().min(1).meta({ description: 'Service name; the console reads "build" and "gateway"', examples: ['gateway', 'build', 'database', 'account-queue'] }),
    status: z.number().int().min(100).max(599).meta({
      description: 'HTTP-style health from a real check: 200 when up, 204 when an integration is not configured (nothing to check), 500 or 503 when down or stuck',
    }),
    version: z.string().optional(),
    message: z.string().optional(),
    checkedAt: Timestamp.optional(),
    queue: QueueDepth.optional().meta({ description: "A job engine queue's depth (entries named after the queue)" }),
  })
  .meta({ title: 'Service status' });
export type ServiceStatusEntry = z.infer<typeof ServiceStatusEntry>;

/**
 * platform-contract §7 Data, back-office §8: what GET /v3/status/backend tells about the running
 * backend. Every field is optional: "backend info failure returns an empty object".
 * (docs/decisions.md "Backend info")
 */
export const BackendInfo = z
  .object({
    name: z.string().optional(),
    version: z.string().optional(),
    build: z.string().optional(),
    environment: z.string().optional(),
    startedAt: Timestamp.optional(),
  })
  .meta({ title: 'Backend info', description: 'Empty when the backend info could not be read' });
export type BackendInfo = z.infer<typeof BackendInfo>;

/** platform-contract §7 Data, back-office §7: GET /feed/ (feedType, language) "returns data": its items. */
export const FeedItem = z
  .object({
    id: z.string().min(1),
    feedType: FeedType,
    language: Language,
    title: z.string(),
    description: z.string().optional(),
    url: WebUrl.optional(),
    imageUrl: WebUrl.optional(),
    publishedAt: Timestamp,
  })
  .meta({ title: 'Feed item' });
export type FeedItem = z.infer<typeof FeedItem>;

/** platform-contract §7 Data GET /v3/chat/…: one entry of the help chat, a chat message or a support message merged in. */
export const ChatEntry = z
  .object({ text: z.string(), from: SupportMessageSender, source: ChatEntrySource, createdAt: Timestamp, readAt: Timestamp.nullable() })
  .meta({ title: 'Chat entry' });

/** The chat vendor of a help-chat thread, lowercased (GET /v3/chat/{organisation}/{accountId}/{vendor lowercased}/{userId}). */
const ChatVendor = z.string().regex(/^[a-z0-9-]+$/, 'Chat vendor, lowercased').meta({ description: 'Chat vendor, lowercased' });

/**
 * platform-contract §7 Data GET /v3/chat/{a}/{b}/{c lowercased}/{d}: "the help chat merges a
 * support-message thread". a = organisation, b = accountId, c = chat vendor (lowercased),
 * d = userId (docs/decisions.md "Chat thread path").
 */
export const ChatThread = z
  .object({
    organisation: OrganisationCode,
    accountId: ObjectId,
    vendor: ChatVendor,
    userId: ObjectId,
    entries: z.array(ChatEntry),
  })
  .meta({ title: 'Chat thread' });
export type ChatThread = z.infer<typeof ChatThread>;

export const supportDomain = defineDomain({
  name: 'support',
  spec: ['platform-contract §7 Data', 'platform-contract §7 Inbox, messages, email, other', 'back-office §7 Messaging and support'],
  enums: { SupportMessageSender, FeedType, DynamicContentFormat, ChatEntrySource },
  entities: {
    SupportMessage, SupportMessageInput, SupportFeedback, SupportFeedbackInput, DynamicContentItem, QueueDepth, ServiceStatusEntry, BackendInfo,
    FeedItem, ChatEntry, ChatThread, ...supportServiceEntities,
  },
});
