/**
 * A tiny contract for the generator's golden tests: every shape the emitters must handle, once.
 * Three enums, three entities (a timestamp, a nullable, an optional, x-ui hints; one sent as a body
 * with a defaulted field), one rule, one area (GET with path + query, POST with a strict body, POST
 * with an entity as body, a CSV export, a CSV-or-spreadsheet export, a public call, a 204 delete) and
 * one resource. Its output lives in generator/__snapshots__/ and is type-checked there.
 */
import { z } from 'zod';
import { defineDomain, rule } from '../../schemas/core/domain.js';
import { NoContent, ok, paginated } from '../../schemas/core/envelope.js';
import { IsoDate, ObjectId, Timestamp } from '../../schemas/core/primitives.js';
import { defineResource } from '../../schemas/core/resource.js';
import { access } from '../../schemas/endpoints/access.js';
import { defineArea, endpoint, errors } from '../../schemas/endpoints/define.js';
import type { GeneratorContract } from '../parse/contract.js';

/** platform-contract §3 Meter: what a meter measures. */
export const MeterKind = z.enum(['electricity', 'water', 'heat']);

/** back-office §3 Meters: whether a meter still reads. */
export const MeterStatus = z.enum(['active', 'retired']).meta({ description: 'Whether the meter still reads' });

/** platform-contract §3 Meter: units of a reading. */
export const ReadingUnit = z.enum(['kWh', 'm3']);

/** platform-contract §3 Meter: a meter at a location. */
export const Meter = z
  .object({
    _id: ObjectId.meta({ title: 'Id', 'x-ui': { readonly: true, order: 1 } }),
    name: z.string().min(3).meta({ title: 'Name', 'x-ui': { order: 2, placeholder: 'Kitchen meter' } }),
    kind: MeterKind,
    status: MeterStatus.meta({ 'x-ui': { widget: 'radio' } }),
    installedAt: Timestamp,
    retiredAt: Timestamp.nullable().meta({ description: 'When it stopped reading; null while active' }),
    note: z.string().optional().meta({ 'x-ui': { widget: 'textarea', help: 'Shown to staff only' } }),
    secret: z.string().optional().meta({ 'x-ui': { hidden: true } }),
  })
  .meta({ description: 'A meter at a location' });

/** platform-contract §3 Meter: one reading of a meter (this JSDoc is its description: no .meta()). */
export const Reading = z.object({
  meterId: ObjectId,
  at: Timestamp,
  value: z.number().min(0),
  unit: ReadingUnit,
});

/** back-office §7 Meters: what a meter search sends; the page defaults to 1, so a caller may leave it out. */
export const MeterSearch = z.object({
  name: z.string().optional(),
  page: z.number().int().min(1).default(1),
});

/** back-office §5: a meter's name is at least 3 characters. */
export const MeterName = z.string().min(3, 'Meter name too short');

export const meteringDomain = defineDomain({
  name: 'metering',
  spec: ['platform-contract §3 Meter', 'back-office §3 Meters'],
  enums: { MeterKind, MeterStatus, ReadingUnit },
  entities: { Meter, Reading, MeterSearch },
  rules: {
    meterName: rule({ spec: 'back-office §5', summary: 'A meter name is at least 3 characters', schema: MeterName, messages: ['Meter name too short'] }),
  },
});

const OrgParams = z.object({ org: z.string() });
const MeterParams = z.object({ org: z.string(), id: ObjectId });

export const metersArea = defineArea('meters', 'Meters and their readings', {
  listMeters: endpoint({
    method: 'GET',
    path: '/v1/{org}/meters',
    summary: 'List the meters of the organisation',
    params: OrgParams,
    query: z.object({ kind: MeterKind.optional() }),
    responses: { 200: paginated(Meter) },
    access: access.staff('ADMIN', 'ORG_ADMIN'),
    spec: 'back-office §7 Meters',
  }),
  getReadings: endpoint({
    method: 'GET',
    path: '/v1/{org}/meters/{id}/readings',
    summary: 'Readings of one meter in a date range',
    description: 'Days are calendar days of the location.',
    params: MeterParams,
    query: z.object({ from: IsoDate, to: IsoDate.optional() }),
    responses: { 200: ok(z.array(Reading)), ...errors(404) },
    access: access.customerRead,
    spec: ['platform-contract §7 Meters', 'portal §4'],
  }),
  createMeter: endpoint({
    method: 'POST',
    path: '/v1/{org}/meters',
    summary: 'Create a meter',
    params: OrgParams,
    body: z.strictObject({ name: MeterName, kind: MeterKind, note: z.string().optional() }),
    responses: { 201: ok(Meter), ...errors(409) },
    access: access.staff('ADMIN'),
    spec: 'back-office §7 Meters',
    decision: 'Meter creation path',
  }),
  searchMeters: endpoint({
    method: 'POST',
    path: '/v1/{org}/meters/search',
    summary: 'Search the meters of the organisation',
    params: OrgParams,
    body: MeterSearch,
    responses: { 200: paginated(Meter) },
    access: access.staff('ADMIN', 'ORG_ADMIN'),
    spec: 'back-office §7 Meters',
  }),
  exportMeters: endpoint({
    method: 'GET',
    path: '/v1/{org}/meter-export',
    summary: 'The meters of the organisation as CSV or a spreadsheet',
    params: OrgParams,
    query: z.object({ format: z.enum(['csv', 'xlsx']) }),
    responses: { 200: z.string().meta({ description: 'The file, in the format asked for' }) },
    access: access.staff('ADMIN'),
    spec: 'back-office §7 Meters',
    produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  }),
  exportReadings: endpoint({
    method: 'GET',
    path: '/v1/{org}/meters/{id}/readings.csv',
    summary: 'Readings of one meter as CSV',
    params: MeterParams,
    query: z.object({ accessToken: z.string() }),
    responses: { 200: z.string().meta({ description: 'CSV, one reading a line' }) },
    access: access.customerRead,
    spec: 'portal §4',
    produces: 'text/csv',
  }),
  listMeterKinds: endpoint({
    method: 'GET',
    path: '/v1/meter-kinds',
    summary: 'The kinds of meter there are',
    responses: { 200: ok(z.array(MeterKind)) },
    access: access.public,
    spec: 'platform-contract §7 Meters',
  }),
  deleteMeter: endpoint({
    method: 'DELETE',
    path: '/v1/{org}/meters/{id}',
    summary: 'Delete a meter',
    params: MeterParams,
    responses: { 204: NoContent, ...errors(404) },
    access: access.staff('ADMIN'),
    spec: 'back-office §7 Meters',
  }),
});

export const meterResource = defineResource({
  name: 'meters',
  label: 'Meters',
  spec: 'back-office §3 Meters',
  record: Meter,
  idField: '_id',
  operations: { list: metersArea.endpoints.listMeters, create: metersArea.endpoints.createMeter, delete: metersArea.endpoints.deleteMeter },
  listColumns: ['name', 'kind', 'status'],
  filters: ['kind'],
});

export const fixtureContract: GeneratorContract = {
  domains: [meteringDomain],
  areas: [metersArea],
  resources: [meterResource],
  errorCatalogue: {
    notFound: { situation: 'No such meter', name: 'NotFoundError', status: 404, key: 'notFound', message: 'Not found', spec: ['back-office §8'] },
    conflict: { situation: 'Meter name taken', name: 'ConflictError', status: 409, key: 'conflict', message: 'Conflict', spec: ['back-office §8'] },
  },
};

/** Where the golden run reads sources and writes (repository-relative). */
export const FIXTURE_SOURCES = ['generator/__fixtures__/contract.ts'];
export const SNAPSHOT_DIR = 'generator/__snapshots__';
