/**
 * Handlers of the support area (schemas/endpoints/support.ts): the public feed (dynamic content
 * keyed feed.<type>.…), service status and backend info of this server, the help-chat thread (the
 * account's support messages: no chat vendor is connected), support messages and feedback, and
 * the organisation's dynamic content.
 */
import fs from 'node:fs';
import { supportArea } from '../../../schemas/endpoints/support.js';
import type { Access } from '../../../schemas/endpoints/access.js';
import type { FeedItem, SupportMessage } from '../../../schemas/support.js';
import { defineHandlers } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { newId } from '../ids.js';
import type { Queryable } from '../db/database.js';
import type { Principal } from '../auth/principal.js';
import { one } from '../db/database.js';
import {
  dynamicContentById, insertFeedback, insertSupportMessage, listDynamicContent, listFeedback, markSupportMessagesRead, supportMessagesOfAccount,
} from '../repositories/support.js';
import { auditOf, auditStaffChange } from '../audit.js';
import { reachAccountIn } from '../auth/reach.js';
import { databaseStatus, integrationStatuses, queueStatuses } from '../service-checks.js';

const STARTED_AT = new Date();

function readVersion(): string | undefined {
  try {
    return (JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

/** The commit this server runs: GIT_COMMIT when the deployment sets it, else the checkout's HEAD, else unknown. */
function readCommit(): string | undefined {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT;
  try {
    const git = new URL('../../../.git/', import.meta.url);
    const head = fs.readFileSync(new URL('HEAD', git), 'utf8').trim();
    const ref = /^ref: (.+)$/.exec(head)?.[1];
    const sha = ref ? fs.readFileSync(new URL(ref, git), 'utf8').trim() : head;
    return /^[0-9a-f]{40}$/.test(sha) ? sha.slice(0, 12) : undefined;
  } catch {
    return undefined;
  }
}

const VERSION = readVersion();
const COMMIT = readCommit();

/**
 * The account a support call acts on: a customer's named one (if theirs) or their active one;
 * staff must name it ('Missing accountId' otherwise).
 */
async function supportAccount(q: Queryable, principal: Principal, access: Access, organisation: string, accountId: string | undefined): Promise<string> {
  const id = accountId ?? (principal.kind === 'customer' ? principal.accountId : undefined);
  if (!id) throw problem('missingAccountId');
  await reachAccountIn(q, principal, access, organisation, id);
  return id;
}

export const supportHandlers = defineHandlers(supportArea, {
  async getFeed(ctx) {
    const organisation = ctx.principal?.organisation ?? ctx.services.config.organisation;
    const items = await listDynamicContent(ctx.services.db, {
      organisation, language: ctx.query.language, validAt: ctx.services.clock.now(), keyPrefix: `feed.${ctx.query.feedType}.`,
    });
    const feed: FeedItem[] = items.map((c) => ({
      id: c._id, feedType: ctx.query.feedType, language: c.language, title: c.title, description: c.body, publishedAt: c.validFrom ?? c.updatedAt,
    }));
    return { data: feed.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()) };
  },

  async listServiceStatuses(ctx) {
    const { services } = ctx;
    const checkedAt = services.clock.now();
    const version = VERSION ? { version: VERSION } : {};
    const [database, queues, integrations] = await Promise.all([
      databaseStatus(services, checkedAt), queueStatuses(services, checkedAt), integrationStatuses(services.config, checkedAt),
    ]);
    return {
      data: [
        // This answer is the check: the request reached a server that runs this code (service-checks.ts).
        { name: 'gateway', status: 200, ...version, message: `answered by this server (role ${services.config.role})`, checkedAt },
        VERSION
          ? { name: 'build', status: 200, ...version, ...(COMMIT ? { message: `commit ${COMMIT}` } : {}), checkedAt }
          : { name: 'build', status: 500, message: 'The build cannot be told: package.json has no version', checkedAt },
        database,
        ...queues,
        ...integrations,
      ],
    };
  },

  async getBackendInfo() {
    return {
      data: {
        name: 'ampere', ...(VERSION ? { version: VERSION } : {}), ...(COMMIT ? { build: COMMIT } : {}),
        environment: process.env.NODE_ENV || 'development', startedAt: STARTED_AT,
      },
    };
  },

  async getChatThread(ctx) {
    const { db } = ctx.services;
    const { organisation, accountId, vendor, userId } = ctx.params;
    await reachAccountIn(db, ctx.principal, ctx.endpoint.access, organisation, accountId);
    // A customer reads their own thread only; anyone's thread must be of a user of the account.
    if (ctx.principal.kind === 'customer' && ctx.principal.userId !== userId) throw problem('notFound');
    if (!(await one(db, 'SELECT 1 FROM account_users WHERE account_id = $1 AND user_id = $2', [accountId, userId]))) throw problem('notFound');
    const messages = await supportMessagesOfAccount(db, accountId);
    return {
      data: {
        organisation, accountId, vendor, userId,
        entries: messages.map((m) => ({ text: m.text, from: m.from, source: 'supportMessage' as const, createdAt: m.createdAt, readAt: m.readAt })),
      },
    };
  },

  async listSupportMessages(ctx) {
    const { db, clock } = ctx.services;
    const accountId = await supportAccount(db, ctx.principal, ctx.endpoint.access, ctx.params.organisation, ctx.query.accountId);
    // The reader marks the other side's messages read: a customer staff's, staff the customer's.
    if (ctx.query.markAsRead === 'true') await markSupportMessagesRead(db, accountId, ctx.principal.kind === 'customer' ? 'staff' : 'customer', clock.now());
    return { data: await supportMessagesOfAccount(db, accountId) };
  },

  async createSupportMessage(ctx) {
    const { db, clock } = ctx.services;
    const p = ctx.principal;
    if (p.kind === 'apiToken') throw problem('forbidden');
    return db.tx(async (q) => {
      const accountId = await supportAccount(q, p, ctx.endpoint.access, ctx.params.organisation, ctx.query.accountId);
      const now = clock.now();
      const message: SupportMessage = {
        _id: newId(now), accountId, userId: p.kind === 'customer' ? p.userId : null, text: ctx.body.text,
        from: p.kind === 'customer' ? 'customer' : 'staff', createdAt: now, readAt: null,
      };
      await insertSupportMessage(q, message, p.kind === 'staff' ? p.adminId : p.actingAdminId);
      await auditStaffChange(q, auditOf(ctx), { action: 'create', resource: 'support-messages', resourceId: message._id, organisation: ctx.params.organisation, after: message });
      return { data: message };
    });
  },

  async createSupportFeedback(ctx) {
    const { db, clock } = ctx.services;
    const p = ctx.principal;
    // Feedback is a customer's word about the product; staff have no account to send it from.
    if (p.kind !== 'customer') throw problem('forbidden', { message: 'Feedback is sent by customers' });
    await reachAccountIn(db, p, ctx.endpoint.access, ctx.params.organisation, p.accountId);
    const now = clock.now();
    const feedback = { _id: newId(now), accountId: p.accountId, userId: p.userId, text: ctx.body.text, createdAt: now };
    await insertFeedback(db, feedback);
    return { data: feedback };
  },

  async listSupportFeedback(ctx) {
    const { db } = ctx.services;
    const p = ctx.principal;
    const { organisation } = ctx.params;
    if (ctx.query.accountId) await reachAccountIn(db, p, ctx.endpoint.access, organisation, ctx.query.accountId);
    const data = await listFeedback(db, {
      organisation, ...(ctx.query.accountId ? { accountId: ctx.query.accountId } : {}), ...(p.kind === 'customer' ? { userId: p.userId } : {}),
    });
    return { data };
  },

  async listDynamicContent(ctx) {
    const { organisation } = ctx.params;
    const data = await listDynamicContent(ctx.services.db, { organisation, validAt: ctx.services.clock.now(), ...(ctx.query.language ? { language: ctx.query.language } : {}) });
    return { data };
  },

  async getDynamicContent(ctx) {
    const item = await dynamicContentById(ctx.services.db, ctx.params.organisation, ctx.params.id);
    if (!item) throw problem('notFound');
    // Customers see an item only while it is valid; staff also before and after.
    const now = ctx.services.clock.now().getTime();
    const valid = (item.validFrom === null || item.validFrom.getTime() <= now) && (item.validTo === null || item.validTo.getTime() > now);
    if (!valid && ctx.principal.kind === 'customer') throw problem('notFound');
    return { data: item };
  },
});
