/**
 * Handlers of the data-feedback calls of the data area (schemas/endpoints/data.ts; docs/decisions.md
 * "Data feedback", "Data feedback rules"): a customer (or staff for them) gives feedback on the
 * account's data; staff of the account's organisation search, export, mark handled and delete it.
 */
import { dataArea } from '../../../schemas/endpoints/data.js';
import type { z } from 'zod';
import type { DataFeedback, DataFeedbackFilters } from '../../../schemas/tips.js';
import { defineHandlers, file } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { newId } from '../ids.js';
import { auditOf, auditStaffChange, recordAudit } from '../audit.js';
import { boundOrganisation, type Principal } from '../auth/principal.js';
import { reachAccount } from '../auth/reach.js';
import { locationRow } from '../repositories/locations.js';
import { findTip } from '../repositories/tips.js';
import { pageWindow, searchAnswer } from '../repositories/page-query.js';
import {
  deleteDataFeedback, findDataFeedback, insertDataFeedback, searchDataFeedback, setDataFeedbackHandled, type DataFeedbackFilter,
} from '../repositories/data-feedback.js';
import { reachOrNotFound } from './admins.js';
import { feedbackCsv } from './data-feedback-csv.js';

const RESOURCE = 'data-feedback';

/** The query's filters within the caller's reach (the router already refused another organisation). */
function filterOf(principal: Principal, query: z.infer<typeof DataFeedbackFilters>): DataFeedbackFilter {
  const { organisation, accountId, subject, handled, from, to } = query;
  if (from !== undefined && to !== undefined && to < from) throw problem('validationError', { message: 'to must not be before from' });
  const org = organisation ?? boundOrganisation(principal);
  return {
    ...(org === undefined ? {} : { organisation: org }),
    ...(accountId === undefined ? {} : { accountId }),
    ...(subject === undefined ? {} : { subject }),
    ...(handled === undefined ? {} : { handled: handled === 'true' }),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
  };
}

export const dataFeedbackHandlers = defineHandlers(dataArea, {
  async createDataFeedback(ctx) {
    const p = ctx.principal;
    const { accountId, locationId, subject, subjectId, rating, useful } = ctx.body;
    const comment = ctx.body.comment?.trim() || undefined;
    // Feedback without a rating, a yes/no or words says nothing a support agent could act on.
    if (rating === undefined && useful === undefined && comment === undefined) throw problem('validationError', { message: 'Feedback needs a rating, useful or a comment' });
    const audit = auditOf(ctx);
    return ctx.services.db.tx(async (q) => {
      const reach = await reachAccount(q, p, ctx.endpoint.access, accountId);
      if (locationId !== undefined && (await locationRow(q, locationId))?.account_id !== accountId) throw problem('notFound');
      if (subject === 'tips' && subjectId !== undefined && (await findTip(q, subjectId))?.organisation !== reach.organisation) {
        throw problem('validationError', { message: `Unknown tip: ${subjectId}` });
      }
      const feedback: DataFeedback = {
        _id: newId(audit.now), accountId,
        ...(locationId === undefined ? {} : { locationId }),
        ...(p.kind === 'customer' ? { userId: p.userId } : {}),
        subject,
        ...(subjectId === undefined ? {} : { subjectId }),
        ...(rating === undefined ? {} : { rating }),
        ...(useful === undefined ? {} : { useful }),
        ...(comment === undefined ? {} : { comment }),
        handled: false, createdAt: audit.now, updatedAt: audit.now,
      };
      await insertDataFeedback(q, reach.organisation, feedback);
      await auditStaffChange(q, audit, { action: 'create', resource: RESOURCE, resourceId: feedback._id, organisation: reach.organisation, after: feedback });
      return { data: feedback };
    });
  },

  async listDataFeedback(ctx) {
    const window = pageWindow(ctx.query);
    const { rows, total } = await searchDataFeedback(ctx.services.db, filterOf(ctx.principal, ctx.query), window.sqlLimit, window.offset);
    return searchAnswer(window, rows.map((r) => r.feedback), total);
  },

  async exportDataFeedback(ctx) {
    const filter = filterOf(ctx.principal, ctx.query);
    const { rows } = await searchDataFeedback(ctx.services.db, filter, null, 0);
    const day = ctx.services.clock.now().toISOString().slice(0, 10);
    return file('text/csv; charset=utf-8', feedbackCsv(rows), `data-feedback-${filter.organisation ?? 'all'}-${day}.csv`);
  },

  async getDataFeedback(ctx) {
    const stored = reachOrNotFound(ctx.principal, await findDataFeedback(ctx.services.db, ctx.params.id), (s) => s.organisation);
    return { data: stored.feedback };
  },

  async updateDataFeedback(ctx) {
    const audit = auditOf(ctx);
    return ctx.services.db.tx(async (q) => {
      const { organisation, feedback: before } = reachOrNotFound(ctx.principal, await findDataFeedback(q, ctx.params.id, true), (s) => s.organisation);
      if (before.handled === ctx.body.handled) return { data: before };
      const after: DataFeedback = { ...before, handled: ctx.body.handled, updatedAt: audit.now };
      await setDataFeedbackHandled(q, after._id, after.handled, audit.now);
      await recordAudit(q, audit, { action: 'update', resource: RESOURCE, resourceId: after._id, organisation, before, after });
      return { data: after };
    });
  },

  async deleteDataFeedback(ctx) {
    const audit = auditOf(ctx);
    await ctx.services.db.tx(async (q) => {
      const { organisation, feedback } = reachOrNotFound(ctx.principal, await findDataFeedback(q, ctx.params.id, true), (s) => s.organisation);
      await deleteDataFeedback(q, feedback._id);
      await recordAudit(q, audit, { action: 'delete', resource: RESOURCE, resourceId: feedback._id, organisation, before: feedback });
    });
    return undefined;
  },
});
