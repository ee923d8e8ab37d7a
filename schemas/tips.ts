/**
 * Energy tips and feedback on data (platform-contract §3 Location "tips[{tipId, completed, updatedAt,
 * createdAt}]", §6 "tips management", §7 Data "/v3/data/tips", "/v3/tips/{locationId}",
 * "CRUD /v3/data/feedback with csv export"; back-office §7 "tips management ... payloads are not shown").
 * Shapes: docs/decisions.md "Tips" and "Data feedback". Listed in insightsDomain.
 */
import { z } from 'zod';
import { BooleanString, IsoDate, ObjectId, OrganisationCode, PartialLocalizedText, Timestamp, WebUrl } from './core/primitives.js';
import { PageQuery } from './core/envelope.js';
import { LocationServiceType } from './location.js';

// —— tips ——

/** A tip of an organisation's catalogue, as tips management reads and writes it (platform-contract §7 GET, POST /v3/data/tips). */
export const Tip = z
  .object({
    _id: ObjectId.meta({ 'x-ui': { readonly: true } }),
    organisation: OrganisationCode.meta({ title: 'Organisation', 'x-ui': { order: 1 } }),
    title: PartialLocalizedText.meta({ title: 'Title', 'x-ui': { order: 2 } }),
    body: PartialLocalizedText.meta({ title: 'Body', 'x-ui': { widget: 'textarea', order: 3 } }),
    serviceTypes: z.array(LocationServiceType).meta({ title: 'Services', description: 'Services a location needs for the tip to apply; empty: every location', 'x-ui': { order: 4 } }),
    imageUrl: WebUrl.optional().meta({ title: 'Image', 'x-ui': { order: 5 } }),
    order: z.number().int().min(0).meta({ title: 'Order', description: 'Lower first', 'x-ui': { order: 6 } }),
    active: z.boolean().meta({ title: 'Active', 'x-ui': { order: 7 } }),
    createdAt: Timestamp.meta({ 'x-ui': { readonly: true } }),
    updatedAt: Timestamp.meta({ 'x-ui': { readonly: true } }),
  })
  .meta({ title: 'Tip', description: 'An energy-saving tip of the catalogue' });
export type Tip = z.infer<typeof Tip>;

/** Body of POST /v3/data/tips and PUT /v3/data/tips/{id}: the editable fields (strict). */
export const TipInput = z
  .strictObject({
    organisation: Tip.shape.organisation,
    title: Tip.shape.title,
    body: Tip.shape.body,
    serviceTypes: Tip.shape.serviceTypes.optional(),
    imageUrl: Tip.shape.imageUrl,
    order: Tip.shape.order.optional(),
    active: Tip.shape.active.optional(),
  })
  .meta({ title: 'Tip input', description: 'A tip to create or replace; serviceTypes default [], order 0, active true' });
export type TipInput = z.infer<typeof TipInput>;

/**
 * A tip as a location sees it (GET /v3/tips/{locationId}?language=): the catalogue text in the asked
 * language merged with the location's own entry tips[{tipId, completed, updatedAt, createdAt}].
 */
export const LocalizedTip = z
  .object({
    tipId: ObjectId,
    title: z.string(),
    body: z.string(),
    imageUrl: WebUrl.optional(),
    completed: z.boolean(),
    createdAt: Timestamp.optional().meta({ description: 'When the location first got the tip' }),
    updatedAt: Timestamp.optional().meta({ description: 'When completed last changed' }),
  })
  .meta({ title: 'Location tip', description: 'A tip in one language with the location’s completion' });
export type LocalizedTip = z.infer<typeof LocalizedTip>;

/** Body of PATCH /v3/tips/{locationId}/{tipId}/completed: "body completed". */
export const TipCompletedBody = z.strictObject({ completed: z.boolean() }).meta({ title: 'Tip completion' });
export type TipCompletedBody = z.infer<typeof TipCompletedBody>;

// —— feedback on data ——

/** What a piece of data feedback is about (docs/decisions.md "Data feedback"). */
export const FeedbackSubject = z.enum(['insights', 'analysis', 'monthlyReport', 'tips', 'prediction', 'other']);
export type FeedbackSubject = z.infer<typeof FeedbackSubject>;

const Rating = z.number().int().min(1).max(5).meta({ title: 'Rating', description: '1 (poor) to 5 (great)' });
const Comment = z.string().max(2000).meta({ title: 'Comment', 'x-ui': { widget: 'textarea' } });

/** A customer's feedback on their data (platform-contract §7 "CRUD /v3/data/feedback with csv export"). */
export const DataFeedback = z
  .object({
    _id: ObjectId.meta({ 'x-ui': { readonly: true } }),
    accountId: ObjectId.meta({ 'x-ui': { readonly: true } }),
    locationId: ObjectId.optional().meta({ 'x-ui': { readonly: true } }),
    userId: ObjectId.optional().meta({ 'x-ui': { readonly: true } }),
    subject: FeedbackSubject.meta({ title: 'Subject', 'x-ui': { readonly: true } }),
    subjectId: z.string().min(1).optional().meta({ description: 'Id of what the feedback is about (a tip id, a report id, a month key)', 'x-ui': { readonly: true } }),
    rating: Rating.optional().meta({ 'x-ui': { readonly: true } }),
    useful: z.boolean().optional().meta({ title: 'Useful', 'x-ui': { readonly: true } }),
    comment: Comment.optional().meta({ 'x-ui': { readonly: true } }),
    handled: z.boolean().meta({ title: 'Handled' }),
    createdAt: Timestamp.meta({ 'x-ui': { readonly: true } }),
    updatedAt: Timestamp.meta({ 'x-ui': { readonly: true } }),
  })
  .meta({ title: 'Data feedback', description: 'A customer’s feedback on insights, analysis, reports or tips' });
export type DataFeedback = z.infer<typeof DataFeedback>;

/** Body of POST /v3/data/feedback (strict). The account, location and user come from the token and the body's ids. */
export const DataFeedbackInput = z
  .strictObject({
    accountId: ObjectId,
    locationId: ObjectId.optional(),
    subject: FeedbackSubject,
    subjectId: z.string().min(1).optional(),
    rating: Rating.optional(),
    useful: z.boolean().optional(),
    comment: Comment.optional(),
  })
  .meta({ title: 'Data feedback input' });
export type DataFeedbackInput = z.infer<typeof DataFeedbackInput>;

/** Body of PUT /v3/data/feedback/{id}: staff mark feedback handled (strict). */
export const DataFeedbackUpdate = z.strictObject({ handled: z.boolean() }).meta({ title: 'Data feedback update' });
export type DataFeedbackUpdate = z.infer<typeof DataFeedbackUpdate>;

/** Filters of the staff's data-feedback search and its CSV export (docs/decisions.md "Data feedback"). */
export const DataFeedbackFilters = z.object({
  organisation: OrganisationCode.optional(),
  accountId: ObjectId.optional(),
  subject: FeedbackSubject.optional(),
  handled: BooleanString.optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
});

/** GET /v3/data/feedback: the filters, a page at a time. Limit first, as this query has always been written. */
export const DataFeedbackQuery = DataFeedbackFilters.extend({ limit: PageQuery.shape.limit, page: PageQuery.shape.page });
