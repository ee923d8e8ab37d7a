/**
 * Data service calls (platform-contract §7 Data; portal §7 "GET /v3/data/{kind} ... POST
 * /v3/data/forekai/webhook"): zone, zip-code, area and site data by kind, stored spot prices and zone
 * aggregation, webhooks and queue, tips and data feedback.
 * Every /v3/data/{kind} and spot-price call requires a time zone (platform-contract §5, portal §5).
 */
import { z } from 'zod';
import { ok, paginated, NoContent } from '../core/envelope.js';
import { BooleanString, IsoDate, Language, MonthKey, ObjectId, OrganisationCode } from '../core/primitives.js';
import { PriceZone } from '../geography.js';
import { DataQueueJobBody, QueuedDataJob } from '../job.js';
import {
  DataItem, DataKind, DataQuery, MeterReadingsBatch, MeterReadingsCsv, MeterReadingsReceipt, PublicDataQuery, SpotPrice, SpotPriceAverage,
  SpotPriceQuery, YearKey, ZoneAggregation,
} from '../measurement.js';
import {
  DataFeedback, DataFeedbackFilters, DataFeedbackInput, DataFeedbackQuery, DataFeedbackUpdate, LocalizedTip, Tip, TipCompletedBody, TipInput,
} from '../tips.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { IdParams } from './params.js';

const D = 'platform-contract §7 Data' as const;
const P7 = 'portal §7' as const;
/** The calls portal §7 lists too ("GET /v3/data/{kind} ... POST /v3/data/forekai/webhook"). */
const D_P7 = [D, P7] as const;

const ZipCode = z.string().regex(/^\d{4,5}$/, 'Must be a zip code of 4 or 5 digits');
const Area = z.string().min(1).meta({ description: 'A geographic area, as in location data location.area' });

const KindZone = z.object({ kind: DataKind, zone: PriceZone });
const KindZoneDay = KindZone.extend({ key: IsoDate });
const KindZoneMonth = KindZone.extend({ key: MonthKey });
const KindZip = z.object({ kind: DataKind, zipcode: ZipCode });
const KindZipDay = KindZip.extend({ key: IsoDate });
const KindZipMonth = KindZip.extend({ key: MonthKey });
const KindArea = z.object({ kind: DataKind, area: Area });
const KindAreaDay = KindArea.extend({ key: IsoDate });
const KindAreaMonth = KindArea.extend({ key: MonthKey });
const Kind = z.object({ kind: DataKind });

const Items = ok(z.array(DataItem));
const ZoneDecision = 'Data kinds';

/** Who manages the tip catalogue (platform-contract §6 "tips management"; docs/decisions.md "Tips"). */
const TIP_MANAGERS = access.staff('ADMIN', 'SUPPORT', 'ORG_ADMIN', 'ORG_MARKETING');
/** Who reads and handles data feedback (docs/decisions.md "Data feedback"). */
const FEEDBACK_STAFF = access.staff('ADMIN', 'SUPPORT', 'ORG_ADMIN', 'ORG_SUPPORT', 'ORG_MARKETING');

const ZoneParams = z.object({ zone: PriceZone });
const OrganisationQuery = z.object({ organisation: OrganisationCode });
/** Who sends meter readings: the meter-data system (SERVICE, WEBHOOK), platform admins, and the organisation's admins and developers (docs/decisions.md "Meter reading ingestion"). */
const READING_WRITERS = access.staff('ADMIN', 'SERVICE', 'WEBHOOK', 'ORG_ADMIN', 'ORG_DEVELOPER');
const LocationTipsParams = z.object({ locationId: ObjectId });
const LanguageQuery = z.object({ language: Language });
/** Data passed through as is (webhook payloads, integration data). */
const OpaqueRecord = z.record(z.string(), z.unknown());
const TIPS_SPEC = [D, 'platform-contract §6'] as const;
const LOCATION_TIPS_SPEC = [D, 'platform-contract §3 Location'] as const;

/** The data area (platform-contract §7 Data). */
export const dataArea = defineArea('data', 'Zone, area and site data by kind, spot prices, zone aggregation, tips and data feedback', {
  // —— zone data (public) ——
  getZoneDataHour: endpoint({
    method: 'GET', path: '/v3/data/{kind}/zone/{zone}/hour', summary: 'Hourly data of a price zone (today, or start_date to end_date)',
    params: KindZone, query: PublicDataQuery, responses: { 200: Items }, access: access.public, spec: D_P7, decision: ZoneDecision,
  }),
  getZoneDataDay: endpoint({
    method: 'GET', path: '/v3/data/{kind}/zone/{zone}/day/{key}', summary: 'Data of a price zone for one day',
    params: KindZoneDay, query: PublicDataQuery, responses: { 200: Items }, access: access.public, spec: D_P7, decision: ZoneDecision,
  }),
  getZoneDataMonth: endpoint({
    method: 'GET', path: '/v3/data/{kind}/zone/{zone}/month/{key}', summary: 'Data of a price zone for one month',
    params: KindZoneMonth, query: PublicDataQuery, responses: { 200: Items }, access: access.public, spec: D_P7, decision: ZoneDecision,
  }),
  // —— zip-code data (public) ——
  getZipcodeDataHour: endpoint({
    method: 'GET', path: '/v3/data/{kind}/zipcode/{zipcode}/hour', summary: 'Hourly data of a zip code',
    params: KindZip, query: PublicDataQuery, responses: { 200: Items }, access: access.public, spec: D_P7, decision: ZoneDecision,
  }),
  getZipcodeDataDay: endpoint({
    method: 'GET', path: '/v3/data/{kind}/zipcode/{zipcode}/day/{key}', summary: 'Data of a zip code for one day',
    params: KindZipDay, query: PublicDataQuery, responses: { 200: Items }, access: access.public, spec: D_P7, decision: ZoneDecision,
  }),
  getZipcodeDataMonth: endpoint({
    method: 'GET', path: '/v3/data/{kind}/zipcode/{zipcode}/month/{key}', summary: 'Data of a zip code for one month',
    params: KindZipMonth, query: PublicDataQuery, responses: { 200: Items }, access: access.public, spec: D_P7, decision: ZoneDecision,
  }),
  // —— area data (public) ——
  getAreaDataHour: endpoint({
    method: 'GET', path: '/v3/data/{kind}/area/{area}/hour', summary: 'Hourly data of an area',
    params: KindArea, query: PublicDataQuery, responses: { 200: Items }, access: access.public, spec: D_P7, decision: ZoneDecision,
  }),
  getAreaDataDay: endpoint({
    method: 'GET', path: '/v3/data/{kind}/area/{area}/day/{key}', summary: 'Data of an area for one day',
    params: KindAreaDay, query: PublicDataQuery, responses: { 200: Items }, access: access.public, spec: D_P7, decision: ZoneDecision,
  }),
  getAreaDataMonth: endpoint({
    method: 'GET', path: '/v3/data/{kind}/area/{area}/month/{key}', summary: 'Data of an area for one month',
    params: KindAreaMonth, query: PublicDataQuery, responses: { 200: Items }, access: access.public, spec: D_P7, decision: ZoneDecision,
  }),
  // —— data by query (a site's data when siteId is given: customer) ——
  getKindDataHour: endpoint({
    method: 'GET', path: '/v3/data/{kind}/hour', summary: 'Hourly data selected by the query (zone, area or site)',
    params: Kind, query: DataQuery, responses: { 200: Items }, access: access.customerRead, spec: D_P7, decision: ZoneDecision,
  }),
  getKindDataDay: endpoint({
    method: 'GET', path: '/v3/data/{kind}/day/{key}', summary: 'Data of one day selected by the query',
    params: Kind.extend({ key: IsoDate }), query: DataQuery, responses: { 200: Items }, access: access.customerRead, spec: D_P7, decision: ZoneDecision,
  }),
  getKindDataMonth: endpoint({
    method: 'GET', path: '/v3/data/{kind}/month/{key}', summary: 'Data of one month selected by the query',
    params: Kind.extend({ key: MonthKey }), query: DataQuery, responses: { 200: Items }, access: access.customerRead, spec: D_P7, decision: ZoneDecision,
  }),
  getKindDataYear: endpoint({
    method: 'GET', path: '/v3/data/{kind}/year/{key}', summary: 'Data of one year selected by the query',
    params: Kind.extend({ key: YearKey }), query: DataQuery, responses: { 200: Items }, access: access.customerRead, spec: D_P7, decision: ZoneDecision,
  }),
  // —— webhooks, queue, integrations ——
  receiveForekaiWebhook: endpoint({
    method: 'POST', path: '/v3/data/forekai/webhook', summary: 'Receive a forecast notification from Forekai',
    body: OpaqueRecord.meta({ title: 'Forekai webhook payload' }),
    responses: { 204: NoContent }, access: access.staff('WEBHOOK', 'SERVICE'), spec: D_P7, decision: 'Forekai webhook',
  }),
  queueDataJob: endpoint({
    method: 'POST', path: '/v3/data/queue', summary: 'Put a job on the data queue',
    body: DataQueueJobBody,
    responses: { 202: ok(QueuedDataJob) },
    access: access.staff('ADMIN', 'SERVICE'), spec: D, decision: 'Data queue',
  }),
  getOreganoData: endpoint({
    method: 'GET', path: '/v3/data/oregano', summary: 'Read the Oregano integration data (passed through as is)',
    description: "Not configured: 503 integrationNotConfigured. Oregano refused, failed or answered no JSON object: 502 failedToFetchOreganoData, 'Failed to fetch Oregano data'.",
    responses: { 200: ok(OpaqueRecord), ...errors(502, 503) },
    access: access.platform, spec: [D, 'back-office §7 Messaging and support'], decision: 'Oregano data',
  }),
  // —— meter readings arriving from the organisation's meter-data system ——
  ingestMeterReadings: endpoint({
    method: 'POST', path: '/v3/data/readings', summary: 'Store a batch of meter readings (idempotent; corrections replace; all or nothing)',
    description: 'Each reading names its meter by measurementId. A reading stored already with the same value changes nothing; another value replaces it and every roll-up above it, in the same transaction. Any bad row refuses the whole batch: 400 naming the row.',
    query: OrganisationQuery, body: MeterReadingsBatch, rows: 'readings',
    responses: { 200: ok(MeterReadingsReceipt), ...errors(413) },
    access: READING_WRITERS, spec: D, decision: 'Meter reading ingestion',
  }),
  uploadMeterReadingsCsv: endpoint({
    method: 'POST', path: '/v3/data/readings/csv', summary: 'Store meter readings from a CSV file (the same rules as the JSON batch)',
    query: OrganisationQuery, body: MeterReadingsCsv, consumes: 'text/csv',
    responses: { 200: ok(MeterReadingsReceipt), ...errors(413) },
    access: READING_WRITERS, spec: D, decision: 'Meter reading ingestion',
  }),
  // —— stored spot prices and zone aggregation (public) ——
  getStoredZoneSpotPrices: endpoint({
    method: 'GET', path: '/v3/data/storage/zone/{zone}/spotprices', summary: 'Stored spot prices of a price zone',
    params: ZoneParams, query: SpotPriceQuery, responses: { 200: ok(z.array(SpotPrice)) },
    access: access.public, spec: D, decision: 'Public zone data',
  }),
  getSpotPriceAverage: endpoint({
    method: 'GET', path: '/v3/data/spotprices/delivery-area/{area}/average', summary: 'Average spot price of a delivery area over a period',
    params: z.object({ area: PriceZone }), query: SpotPriceQuery, responses: { 200: ok(SpotPriceAverage), ...errors(404) },
    access: access.public, spec: D, decision: 'Spot-price average',
  }),
  getStoredZoneData: endpoint({
    method: 'GET', path: '/v3/data/storage/zone/{zone}', summary: 'Price and CO2 aggregation of a price zone',
    params: ZoneParams, query: SpotPriceQuery, responses: { 200: ok(ZoneAggregation) },
    access: access.public, spec: D, decision: 'Public zone data',
  }),
  // —— tip catalogue (tips management) ——
  listTips: endpoint({
    method: 'GET', path: '/v3/data/tips', summary: 'List the tip catalogue',
    query: z.object({ organisation: OrganisationCode.optional(), active: BooleanString.optional() }),
    responses: { 200: ok(z.array(Tip)) }, access: TIP_MANAGERS, spec: TIPS_SPEC, decision: 'Tips',
  }),
  createTip: endpoint({
    method: 'POST', path: '/v3/data/tips', summary: 'Add a tip to the catalogue',
    body: TipInput, responses: { 201: ok(Tip) }, access: TIP_MANAGERS, spec: TIPS_SPEC, decision: 'Tips',
  }),
  updateTip: endpoint({
    method: 'PUT', path: '/v3/data/tips/{id}', summary: 'Replace a tip of the catalogue',
    params: IdParams, body: TipInput, responses: { 200: ok(Tip), ...errors(404) },
    access: TIP_MANAGERS, spec: TIPS_SPEC, decision: 'Tips',
  }),
  deleteTip: endpoint({
    method: 'DELETE', path: '/v3/data/tips/{id}', summary: 'Remove a tip from the catalogue',
    params: IdParams, responses: { 204: NoContent, ...errors(404) },
    access: TIP_MANAGERS, spec: TIPS_SPEC, decision: 'Tips',
  }),
  // —— tips of a location ——
  getLocationTips: endpoint({
    method: 'GET', path: '/v3/tips/{locationId}', summary: 'Tips of a location in a language, with completion',
    params: LocationTipsParams, query: LanguageQuery,
    responses: { 200: ok(z.array(LocalizedTip)), ...errors(404) }, access: access.customerRead,
    spec: LOCATION_TIPS_SPEC, decision: 'Tips',
  }),
  updateTipCompleted: endpoint({
    method: 'PATCH', path: '/v3/tips/{locationId}/{tipId}/completed', summary: 'Mark a tip of a location completed or not',
    params: LocationTipsParams.extend({ tipId: ObjectId }), query: LanguageQuery, body: TipCompletedBody,
    responses: { 200: ok(LocalizedTip), ...errors(404) }, access: access.customerWrite,
    spec: LOCATION_TIPS_SPEC, decision: 'Tips',
  }),
  // —— feedback on data ——
  listDataFeedback: endpoint({
    method: 'GET', path: '/v3/data/feedback', summary: 'Search data feedback',
    query: DataFeedbackQuery, responses: { 200: paginated(DataFeedback) }, access: FEEDBACK_STAFF, spec: D, decision: 'Data feedback',
  }),
  exportDataFeedback: endpoint({
    method: 'GET', path: '/v3/data/feedback/export', summary: 'Export data feedback as CSV',
    query: DataFeedbackFilters, responses: { 200: z.string().meta({ description: 'CSV, one row per feedback' }) },
    produces: 'text/csv', access: FEEDBACK_STAFF, spec: D, decision: 'Data feedback',
  }),
  getDataFeedback: endpoint({
    method: 'GET', path: '/v3/data/feedback/{id}', summary: 'Read one piece of data feedback',
    params: IdParams, responses: { 200: ok(DataFeedback), ...errors(404) }, access: FEEDBACK_STAFF, spec: D, decision: 'Data feedback',
  }),
  createDataFeedback: endpoint({
    method: 'POST', path: '/v3/data/feedback', summary: 'Give feedback on data',
    body: DataFeedbackInput, responses: { 201: ok(DataFeedback) },
    access: access.customerRead, spec: D, decision: 'Data feedback',
  }),
  updateDataFeedback: endpoint({
    method: 'PUT', path: '/v3/data/feedback/{id}', summary: 'Mark data feedback handled',
    params: IdParams, body: DataFeedbackUpdate, responses: { 200: ok(DataFeedback), ...errors(404) },
    access: FEEDBACK_STAFF, spec: D, decision: 'Data feedback',
  }),
  deleteDataFeedback: endpoint({
    method: 'DELETE', path: '/v3/data/feedback/{id}', summary: 'Delete data feedback',
    params: IdParams, responses: { 204: NoContent, ...errors(404) }, access: FEEDBACK_STAFF, spec: D, decision: 'Data feedback',
  }),
});
