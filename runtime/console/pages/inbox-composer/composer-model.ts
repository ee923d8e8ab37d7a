/**
 * What the composer holds and what it sends, as pure functions: the draft, the bodies of
 * messages/create (InboxItemInput) and push/send (PushSendInput), and the contract's issues placed on
 * the composer's fields. The zod schemas here are the ones the server runs, so the console shows the
 * API's own words ('missing title', 'invalid url target', …) and sends nothing the server would refuse.
 */
import type { z } from 'zod';
import { Language } from '../../../../schemas/core/primitives.js';
import {
  INBOX_NAVIGATION_BY_ITEM_TYPE, InboxItemInput, PushSendInput, type BackOfficeNotificationCategory, type InboxItemType, type NotificationType,
} from '../../../../schemas/inbox.js';
import type { NavigationTarget } from '../../../../schemas/navigation.js';

export const LANGUAGES = Language.options;

/** An account chosen as a recipient, with what the composer calls it. */
export interface AccountChoice {
  readonly id: string;
  readonly label: string;
}

export type RecipientMode = 'accounts' | 'all';

export interface Draft {
  readonly title: string;
  readonly body: string;
  readonly type: InboxItemType;
  readonly navigation: NavigationTarget;
  readonly monthDateKey: string;
  readonly linkName: string;
  readonly linkTargets: Readonly<Record<Language, string>>;
  readonly mode: RecipientMode;
  readonly accounts: readonly AccountChoice[];
  readonly testAccount?: AccountChoice;
  readonly pushType: NotificationType;
  /** Empty: the category the notification type belongs to (the server's choice). */
  readonly pushCategory: BackOfficeNotificationCategory | '';
}

export const EMPTY_DRAFT: Draft = {
  title: '', body: '', type: 'INFORMATION', navigation: 'NONE', monthDateKey: '', linkName: '',
  linkTargets: Object.fromEntries(LANGUAGES.map((l) => [l, ''])) as Record<Language, string>,
  mode: 'accounts', accounts: [], pushType: 'info', pushCategory: '',
};

/**
 * A new item type: where the type allows only its own target (invoice, IoT, monthly report, waste),
 * the navigation follows it, so the common case needs no second choice; the rule still checks.
 */
export function withType(draft: Draft, type: InboxItemType): Draft {
  const only = INBOX_NAVIGATION_BY_ITEM_TYPE[type];
  return { ...draft, type, ...(only ? { navigation: only } : {}) };
}

type InboxBody = z.input<typeof InboxItemInput>;
type PushBody = z.input<typeof PushSendInput>;

/** navigationParams: the props the target reads (monthDateKey, or the link's name and targets). */
export function navigationOf(draft: Draft): InboxBody['navigationParams'] {
  if (draft.navigation === 'MONTHLY_REPORT') return { type: draft.navigation, ...(draft.monthDateKey.trim() ? { props: { monthDateKey: draft.monthDateKey.trim() } } : {}) };
  if (draft.navigation === 'EXTERNAL_URL') {
    const target = Object.fromEntries(LANGUAGES.map((l) => [l, draft.linkTargets[l].trim()])) as Record<Language, string>;
    return { type: draft.navigation, props: { name: draft.linkName.trim(), target } };
  }
  return { type: draft.navigation };
}

export function recipientsOf(draft: Draft): InboxBody['recipients'] {
  return draft.mode === 'all' ? { allUsers: true } : { accountIds: draft.accounts.map((a) => a.id) };
}

/** The body of messages/create; the console is the platform writing, so createdBy is SYSTEM. */
export function itemBody(draft: Draft, recipients: InboxBody['recipients'] = recipientsOf(draft)): InboxBody {
  return { title: draft.title, body: draft.body, type: draft.type, createdBy: 'SYSTEM', navigationParams: navigationOf(draft), recipients };
}

export function pushBody(draft: Draft): PushBody {
  const navigation = navigationOf(draft);
  return {
    notificationItem: {
      title: draft.title, body: draft.body, type: draft.pushType,
      ...(draft.pushCategory ? { category: draft.pushCategory } : {}),
      ...(navigation.type === 'NONE' ? {} : { navigationParams: navigation }),
    },
    recipients: recipientsOf(draft),
  };
}

/** The composer's fields an issue can land on; `form` is the composer as a whole. */
export type Field = 'title' | 'body' | 'type' | 'navigation' | 'month' | 'linkName' | 'linkTargets' | 'recipients' | 'pushType' | 'pushCategory' | 'form';

/** Each field's first message. */
export type FieldMessages = Partial<Record<Field, string>>;

const PROP_FIELDS: Readonly<Record<string, Field>> = { monthDateKey: 'month', name: 'linkName', target: 'linkTargets' };

/** The field of an issue's path in either body (a push's item fields sit under notificationItem). */
export function fieldOf(path: readonly PropertyKey[]): Field {
  let parts = path.map(String);
  if (parts[0] === 'body') parts = parts.slice(1);
  if (parts[0] === 'notificationItem') {
    parts = parts.slice(1);
    if (parts[0] === 'type') return 'pushType';
    if (parts[0] === 'category') return 'pushCategory';
  }
  const [head, second, third] = parts;
  if (head === 'title' || head === 'body' || head === 'type' || head === 'recipients') return head;
  if (head === 'navigationParams') return second === 'props' && third !== undefined ? (PROP_FIELDS[third] ?? 'navigation') : 'navigation';
  return 'form';
}

export function messagesOf(issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[]): FieldMessages {
  const out: FieldMessages = {};
  for (const issue of issues) out[fieldOf(issue.path)] ??= issue.message;
  return out;
}

/** The inbox validity rule on the body: no messages when it may be sent. */
export function checkItem(body: InboxBody): FieldMessages {
  const result = InboxItemInput.safeParse(body);
  return result.success ? {} : messagesOf(result.error.issues);
}

export function checkPush(body: PushBody): FieldMessages {
  const result = PushSendInput.safeParse(body);
  return result.success ? {} : messagesOf(result.error.issues);
}

/** An API error's validation issues (ErrorBody data.issues) on the composer's fields. */
export function apiMessages(error: unknown): FieldMessages {
  const issues = (error as { data?: { issues?: unknown } } | null)?.data?.issues;
  if (!Array.isArray(issues)) return {};
  return messagesOf(issues.filter((i): i is { path: PropertyKey[]; message: string } => Array.isArray(i?.path) && typeof i?.message === 'string'));
}
