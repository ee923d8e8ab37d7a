/**
 * Inbox items, notifications, push and e-mail, disruptions (platform-contract §3 Inbox and
 * notifications, §7 Inbox, messages, email, other; back-office §3 Inbox item, §5, §7 Messaging and
 * support, §8). Enums first, then entities, then the inbox validity rule; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { Language, MONTH_KEY_PATTERN, ObjectId, Timestamp, Email, whenMissing, AppLink } from './core/primitives.js';
import { NavigationTarget, MessageNavigationTarget } from './navigation.js';
import { PriceZone } from './geography.js';
import { isPublicUrl } from './inbox-url.js';
import { objectPerValue } from './core/refinements.js';

// —— enumerations ——

/** platform-contract §3 Inbox and notifications, back-office §3 Inbox item: type (WASTE, INVOICE, MONTHLY_REPORT, IOT, INFORMATION, WARNING). */
export const InboxItemType = z.enum(['WASTE', 'INVOICE', 'MONTHLY_REPORT', 'IOT', 'INFORMATION', 'WARNING']);
export type InboxItemType = z.infer<typeof InboxItemType>;

/** platform-contract §3 Inbox and notifications, back-office §3 Inbox item: createdBy (SYSTEM or WEBHOOK). */
export const InboxCreatedBy = z.enum(['SYSTEM', 'WEBHOOK']);
export type InboxCreatedBy = z.infer<typeof InboxCreatedBy>;

/** platform-contract §3 Inbox and notifications, back-office §3 Inbox item: notification types. */
export const NotificationType = z.enum([
  'info', 'daily', 'actionErrors', 'monthlyReport', 'dailyCO2', 'clean', 'dirty', 'dailyPrice', 'highPrice',
  'lowPrice', 'newInvoice', 'overdueInvoice', 'paidInvoice',
]);
export type NotificationType = z.infer<typeof NotificationType>;

/**
 * platform-contract §3 Inbox and notifications, portal §3 Enumerations: notification categories,
 * five, WITH general. The back office lists four: see `BackOfficeNotificationCategory`.
 */
export const NotificationCategory = z.enum(['invoicing', 'price', 'environment', 'monthlyReport', 'general']);
export type NotificationCategory = z.infer<typeof NotificationCategory>;

/**
 * back-office §3 Inbox item: notification categories as the back office lists them, four, WITHOUT
 * general (monthlyReport, environment, price, invoicing). The shared list is `NotificationCategory`.
 */
export const BackOfficeNotificationCategory = z.enum(['monthlyReport', 'environment', 'price', 'invoicing']);
export type BackOfficeNotificationCategory = z.infer<typeof BackOfficeNotificationCategory>;

/** The platform of a device that receives push notifications (docs/decisions.md "Users paths": pushtoken {token, platform}). */
export const PushPlatform = z.enum(['ios', 'android', 'web']).meta({ description: 'Device platform' });
export type PushPlatform = z.infer<typeof PushPlatform>;

/** platform-contract §3 Inbox and notifications: e-mail types (monthlyReport, newInvoice, overdueInvoice). */
export const EmailType = z.enum(['monthlyReport', 'newInvoice', 'overdueInvoice']);
export type EmailType = z.infer<typeof EmailType>;

/** platform-contract §3 Inbox and notifications, portal §3: disruption status (planned, ongoing, finished). */
export const DisruptionStatus = z.enum(['planned', 'ongoing', 'finished']);
export type DisruptionStatus = z.infer<typeof DisruptionStatus>;

/** platform-contract §3 Inbox and notifications, portal §3: disruption level (mild, moderate, severe). */
export const DisruptionLevel = z.enum(['mild', 'moderate', 'severe']);
export type DisruptionLevel = z.infer<typeof DisruptionLevel>;

// —— the inbox validity rule's data ——

/**
 * platform-contract §3, back-office §5 Inbox item: "invoice, iot, monthly report and waste each allow
 * only their own type; information and warning allow any". Item types absent here allow any target.
 * (docs/decisions.md "Inbox navigation by item type")
 */
export const INBOX_NAVIGATION_BY_ITEM_TYPE: Readonly<Partial<Record<InboxItemType, NavigationTarget>>> = {
  INVOICE: 'INVOICE',
  IOT: 'IOT',
  MONTHLY_REPORT: 'MONTHLY_REPORT',
  WASTE: 'WASTE',
};

/** The inbox rule's nine messages, exactly as platform-contract §3 and back-office §8 give them. */
export const INBOX_MESSAGES = {
  missingTitle: 'missing title',
  missingBody: 'missing body',
  missingType: 'missing type',
  missingCreatedBy: 'missing createdBy',
  missingNavigationType: 'missing navigationParams type',
  invalidNavigationType: 'invalid navigation type',
  invalidMonthDateKey: 'invalid monthDateKey',
  invalidUrlName: 'invalid url name',
  invalidUrlTarget: 'invalid url target',
} as const;

const M = INBOX_MESSAGES;
const urlTargetText = z.string({ error: M.invalidUrlTarget });

// —— entities ——

/**
 * platform-contract §3, back-office §3 Inbox item: navigationParams.props. MONTHLY_REPORT reads
 * monthDateKey; EXTERNAL_URL reads name and target (one URL per supported language); other targets
 * may carry their own props. (docs/decisions.md "Inbox navigation props")
 */
export const InboxNavigationProps = z
  .looseObject({
    monthDateKey: z
      .string({ error: M.invalidMonthDateKey })
      .regex(MONTH_KEY_PATTERN, M.invalidMonthDateKey)
      .optional()
      .meta({ title: 'Month', description: 'Month key 20YY-MM (MONTHLY_REPORT)' }),
    name: z.string({ error: M.invalidUrlName }).optional().meta({ title: 'Link name', description: 'Name of the link (EXTERNAL_URL)' }),
    target: objectPerValue(Language.options, urlTargetText, { error: M.invalidUrlTarget })
      .optional()
      .meta({ title: 'Link target', description: 'The URL in every supported language (EXTERNAL_URL): public http, https or ftp' }),
  })
  .meta({ title: 'Navigation props', description: 'Parameters of the navigation target' });
export type InboxNavigationProps = z.infer<typeof InboxNavigationProps>;

/** platform-contract §3, back-office §3 Inbox item: navigationParams{type, props}. */
export const InboxNavigationParams = z
  .object(
    {
      type: z.enum(NavigationTarget.options, {
        error: (iss) => (iss.input == null ? M.missingNavigationType : M.invalidNavigationType),
      }).meta({ title: 'Navigation target' }),
      props: InboxNavigationProps.optional(),
    },
    { error: M.missingNavigationType },
  )
  .meta({ title: 'Navigation', description: 'Where opening the item takes the user' });
export type InboxNavigationParams = z.infer<typeof InboxNavigationParams>;

/**
 * platform-contract §3 Inbox and notifications: message; back-office §2 "Inbox item message navigation
 * targets". The longer text shown when the item is opened, with an optional button target.
 * (docs/decisions.md "Inbox message, recipients and pushType")
 */
export const InboxMessage = z
  .object({
    body: z.string().min(1).meta({ title: 'Message', 'x-ui': { widget: 'textarea' } }),
    buttonLabel: z.string().min(1).optional().meta({ title: 'Button label' }),
    navigation: MessageNavigationTarget.optional().meta({ title: 'Button target' }),
  })
  .meta({ title: 'Message', description: 'Text shown when the item is opened' });
export type InboxMessage = z.infer<typeof InboxMessage>;

/**
 * platform-contract §3 recipients, §7 push/send recipients: who receives an inbox item or a push.
 * (docs/decisions.md "Inbox message, recipients and pushType")
 */
export const Recipients = z
  .object({
    accountIds: z.array(ObjectId).optional().meta({ title: 'Accounts' }),
    userIds: z.array(ObjectId).optional().meta({ title: 'Users' }),
    allUsers: z.boolean().optional().meta({ title: 'All users of the organisation' }),
  })
  .superRefine((r, ctx) => {
    if (!r.allUsers && !r.accountIds?.length && !r.userIds?.length) {
      ctx.addIssue({ code: 'custom', message: 'Recipients must name accountIds, userIds or allUsers' });
    }
  })
  .meta({ title: 'Recipients', description: 'Accounts, users, or every user of the organisation' });
export type Recipients = z.infer<typeof Recipients>;

/** The fields of a new inbox item, before the cross-field rule (platform-contract §3, back-office §3). */
const inboxItemShape = {
  title: z.string({ error: M.missingTitle }).regex(/\S/, M.missingTitle).meta({ title: 'Title', 'x-ui': { order: 1 } }),
  body: z.string({ error: M.missingBody }).regex(/\S/, M.missingBody).meta({ title: 'Body', 'x-ui': { order: 2, widget: 'textarea' } }),
  type: z.enum(InboxItemType.options, { error: whenMissing(M.missingType) }).meta({ title: 'Type', 'x-ui': { order: 3 } }),
  createdBy: z.enum(InboxCreatedBy.options, { error: whenMissing(M.missingCreatedBy) }).meta({ title: 'Created by', 'x-ui': { order: 4 } }),
  navigationParams: InboxNavigationParams,
  message: InboxMessage.optional(),
  recipients: Recipients,
  pushType: NotificationType.optional().meta({ title: 'Push type', description: 'When set, a push of this notification type goes out with the item' }),
};

type InboxItemFields = z.infer<z.ZodObject<typeof inboxItemShape>>;

/**
 * THE INBOX VALIDITY RULE, cross-field half (platform-contract §3 Inbox and notifications,
 * back-office §5 Inbox item): the navigation type must suit the item type; MONTHLY_REPORT needs a
 * month key; EXTERNAL_URL needs a name and a public http/https/ftp target in every language.
 * The required-field half is in the field schemas above ('missing …').
 */
export function checkInboxItem(item: InboxItemFields, ctx: z.RefinementCtx): void {
  const nav = item.navigationParams.type;
  const props = item.navigationParams.props ?? {};
  const only = INBOX_NAVIGATION_BY_ITEM_TYPE[item.type];
  if (only !== undefined && nav !== only) {
    ctx.addIssue({ code: 'custom', message: M.invalidNavigationType, path: ['navigationParams', 'type'] });
  }
  if (nav === 'MONTHLY_REPORT' && props.monthDateKey === undefined) {
    ctx.addIssue({ code: 'custom', message: M.invalidMonthDateKey, path: ['navigationParams', 'props', 'monthDateKey'] });
  }
  if (nav === 'EXTERNAL_URL') {
    if (props.name === undefined || props.name.trim() === '') {
      ctx.addIssue({ code: 'custom', message: M.invalidUrlName, path: ['navigationParams', 'props', 'name'] });
    }
    const target = props.target;
    if (target === undefined || !Language.options.every((lang) => isPublicUrl(target[lang]))) {
      ctx.addIssue({ code: 'custom', message: M.invalidUrlTarget, path: ['navigationParams', 'props', 'target'] });
    }
  }
}

/**
 * platform-contract §3 Inbox and notifications, back-office §3 Inbox item, §5: the body that creates or
 * replaces an inbox item (title, body, type, createdBy, navigationParams, message, recipients,
 * pushType), with the inbox validity rule. Also the body of POST /v3/account/messages/create.
 */
export const InboxItemInput = z
  .object(inboxItemShape)
  .superRefine(checkInboxItem)
  .meta({ title: 'Inbox item', description: 'A new inbox item' });
export type InboxItemInput = z.infer<typeof InboxItemInput>;

/**
 * platform-contract §3 Inbox and notifications, back-office §3 Inbox item: the stored item
 * (title, body, type, createdBy, navigationParams, message, recipients, pushType, createdAt, readAt):
 * one document addressed to its recipients. (docs/decisions.md "Stored inbox item")
 */
export const InboxItem = z
  .object({
    _id: ObjectId.meta({ title: 'Id', 'x-ui': { readonly: true } }),
    ...inboxItemShape,
    createdAt: Timestamp.meta({ title: 'Created', 'x-ui': { readonly: true } }),
    readAt: Timestamp.nullable().meta({ title: 'Read', description: 'When the calling user read it; null while unread and in staff listings', 'x-ui': { readonly: true } }),
  })
  .superRefine(checkInboxItem)
  .meta({ title: 'Inbox item', description: 'An item in an account\'s inbox' });
export type InboxItem = z.infer<typeof InboxItem>;

/** platform-contract §7 Inbox "count". (docs/decisions.md "Inbox paths") */
export const InboxCount = z
  .object({ total: z.number().int().min(0), unread: z.number().int().min(0) })
  .meta({ title: 'Inbox count', description: 'Items in the inbox and how many are unread' });

/** platform-contract §7 Inbox "PATCH markasread": the items to mark; absent marks all. */
export const InboxMarkAsReadInput = z
  .strictObject({ ids: z.array(ObjectId).min(1).optional().meta({ description: 'Items to mark read; absent marks every item' }) })
  .meta({ title: 'Mark as read' });

/** platform-contract §7 Inbox "batch": many items created at once. */
export const InboxBatchInput = z
  .strictObject({ items: z.array(InboxItemInput).min(1).max(500) })
  .meta({ title: 'Inbox batch', description: 'Up to 500 inbox items created in one call' });

/** platform-contract §7 Inbox (markasread, batch), messages/create, notifications sync: how many items a bulk call created or changed. */
export const InboxChangeCount = z
  .object({ count: z.number().int().min(0) })
  .meta({ title: 'Change count', description: 'Items created or changed' });

/** platform-contract §7 push/send "notificationItem". (docs/decisions.md "Message create and push send bodies") */
export const PushNotificationItem = z
  .object({
    title: z.string().min(1).meta({ title: 'Title' }),
    body: z.string().min(1).meta({ title: 'Body', 'x-ui': { widget: 'textarea' } }),
    type: NotificationType.meta({ title: 'Notification type' }),
    category: NotificationCategory.optional().meta({ title: 'Category', description: 'Users who switched the category off get no push' }),
    navigationParams: z
      .object({ type: NavigationTarget, props: z.record(z.string(), z.unknown()).optional() })
      .optional()
      .meta({ title: 'Navigation', description: 'Where tapping the push takes the user' }),
  })
  .meta({ title: 'Push notification' });
export type PushNotificationItem = z.infer<typeof PushNotificationItem>;

/** platform-contract §7, back-office §7: POST /v3/account/messages/push/send body (notificationItem, recipients). */
export const PushSendInput = z
  .strictObject({ notificationItem: PushNotificationItem, recipients: Recipients })
  .meta({ title: 'Push send' });

/** platform-contract §7 POST /v3/account/messages/push/send: the outcome of a push send. */
export const PushSendResult = z
  .object({ sent: z.number().int().min(0), failed: z.number().int().min(0) })
  .meta({ title: 'Push result', description: 'Devices reached and devices that failed' });

/** platform-contract §7 Email "send test". (docs/decisions.md "E-mail test and deeplink") */
export const EmailTestInput = z
  .strictObject({
    emailType: EmailType,
    email: Email,
    language: Language,
    accountId: ObjectId.optional().meta({ description: 'Account whose data fills the template; sample data when absent' }),
  })
  .meta({ title: 'Test e-mail' });

/** platform-contract §7 Email "deeplink": mail the user a link that opens the app. */
export const EmailDeeplinkInput = z
  .strictObject({ email: Email, deeplink: AppLink.meta({ description: 'App deep link or universal link' }), language: Language })
  .meta({ title: 'Deeplink e-mail' });

/** platform-contract §7 "PUT notifications sync". (docs/decisions.md "Notifications sync") */
export const NotificationsSyncInput = z
  .strictObject({ accountIds: z.array(ObjectId).min(1).optional().meta({ description: 'Accounts to sync; absent syncs all of the organisation' }) })
  .meta({ title: 'Notifications sync' });

// —— a user's notification settings and push devices (platform-contract §7 Users; docs/decisions.md "Users paths") ——

/** PUT /users/{id}/notifications: which notification categories the user receives, by channel. */
export const NotificationSettingsBody = z
  .strictObject({
    categories: z
      .partialRecord(NotificationCategory, z.strictObject({ push: z.boolean().optional(), email: z.boolean().optional() }))
      .meta({ description: 'Per category: push and e-mail on or off; categories left out are unchanged' }),
  })
  .meta({ title: 'Notification settings change' });

/** The user's notification settings as stored. */
export const NotificationSettings = z
  .object({ categories: z.partialRecord(NotificationCategory, z.object({ push: z.boolean(), email: z.boolean() })) })
  .meta({ title: 'Notification settings' });

/** PUT /users/{id}/pushtoken: a device's push token. */
export const PushTokenBody = z.strictObject({ token: z.string().min(1), platform: PushPlatform }).meta({ title: 'Push token registration' });

/** A registered push token (GET /users/pushtokens/all). */
export const PushToken = z
  .object({ userId: ObjectId, token: z.string().min(1), platform: PushPlatform, createdAt: Timestamp })
  .meta({ title: 'Push token' });

/** A push notification a user was sent (GET /users/{id}/pushnotifications). */
export const SentPushNotification = z
  .object({ _id: ObjectId, type: NotificationType, title: z.string(), body: z.string(), sentAt: Timestamp })
  .meta({ title: 'Sent push notification' });

/**
 * platform-contract §3 Inbox and notifications (status, level), §7 GET disruptions; portal §2
 * disruption box. (docs/decisions.md "Disruption")
 */
export const Disruption = z
  .object({
    _id: ObjectId,
    title: z.string().min(1),
    description: z.string(),
    status: DisruptionStatus,
    level: DisruptionLevel,
    priceZone: PriceZone.optional().meta({ description: 'Affected price zone, when the disruption is zone-wide' }),
    zipCodes: z.array(z.string().regex(/^[0-9A-Za-z -]{3,10}$/)).meta({ description: 'Affected zip codes; empty when zone-wide' }),
    startDate: Timestamp,
    endDate: Timestamp.nullable().meta({ description: 'Expected or actual end; null when unknown' }),
    updatedAt: Timestamp,
  })
  .meta({ title: 'Disruption', description: 'A planned or ongoing supply disruption' });
export type Disruption = z.infer<typeof Disruption>;

export const inboxDomain = defineDomain({
  name: 'inbox',
  spec: ['platform-contract §3 Inbox and notifications', 'back-office §3 Inbox item', 'back-office §5', 'back-office §8'],
  enums: {
    InboxItemType, InboxCreatedBy, NotificationType, NotificationCategory, BackOfficeNotificationCategory,
    EmailType, DisruptionStatus, DisruptionLevel, PushPlatform,
  },
  entities: {
    InboxNavigationProps, InboxNavigationParams, InboxMessage, Recipients, InboxItemInput, InboxItem,
    InboxCount, InboxMarkAsReadInput, InboxBatchInput, InboxChangeCount, PushNotificationItem, PushSendInput,
    PushSendResult, EmailTestInput, EmailDeeplinkInput, NotificationsSyncInput, NotificationSettingsBody, NotificationSettings,
    PushTokenBody, PushToken, SentPushNotification, Disruption,
  },
  rules: {
    inboxValidity: rule({
      spec: 'back-office §5',
      summary: 'Inbox item: title, body, type, createdBy and navigation type are required; the navigation type must suit the item type; a monthly report needs a month key 20YY-MM; an external url needs a name and a public http, https or ftp target in every supported language',
      schema: InboxItemInput,
      messages: Object.values(INBOX_MESSAGES),
    }),
  },
});
