/**
 * Copy text (back-office §7 Copy; portal §7 translation copy; platform-contract §5). The batch, import
 * and export shapes are ours (docs/decisions.md "Copy calls").
 */
import { z } from 'zod';
import { NoContent, ok, paginated } from '../core/envelope.js';
import {
  Copy, CopyAggregate, CopyAggregatedQuery, CopyBatchBody, CopyExportQuery, CopyImportBody, CopyImportQuery, CopyImportResult, CopyInput, CopyKey,
  CopyKeyQuery, CopyListQuery, CopyType, CopyUpdateBody,
} from '../copy.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';

const C = 'back-office §7 Copy' as const;
const CALLS = 'Copy calls' as const;

/** Who edits copy (ours: docs/decisions.md "Back-office access"); platform defaults: ADMIN only. */
const copyEditors = access.contentEditors;
const copyReaders = access.console;
const TypeParams = z.object({ type: CopyType });
const KeyParams = TypeParams.extend({ key: CopyKey });

export const copyArea = defineArea('copy', 'Copy text: translations by type and key, aggregated loads, CSV export and import', {
  getAggregatedCopy: endpoint({
    method: 'GET',
    path: '/v3/copy/aggregated',
    summary: 'Load the translations of some copy types in one language (what apps and the portal load at start)',
    description: 'Defaults: version v3.0, language en, types shared,my-pages,chat. The organisation\'s text wins over the platform default. An empty set is an error for clients (platform-contract §5).',
    query: CopyAggregatedQuery,
    responses: { 200: ok(CopyAggregate) },
    access: access.public,
    spec: [C, 'portal §7', 'platform-contract §5'],
  }),
  listCopy: endpoint({
    method: 'GET',
    path: '/v3/copy/{type}/',
    summary: 'List the copy of a type, 50 per page by default',
    params: TypeParams,
    query: CopyListQuery,
    responses: { 200: paginated(Copy) },
    access: copyReaders,
    spec: [C, 'back-office §5'],
    decision: CALLS,
  }),
  exportCopyCsv: endpoint({
    method: 'GET',
    path: '/v3/copy/{type}/export',
    summary: 'Export the copy of a type as CSV (all rows: itemsPerPage 0)',
    description: 'A browser URL: authorised by the short-lived accessToken in the query (GET /v3/auth/short-accesstoken). Columns key, description, en, sv, nb, nn, fi, de; PUT /v3/copy/{type}/import takes the same file back.',
    params: TypeParams,
    query: CopyExportQuery,
    responses: { 200: z.string().meta({ description: 'CSV, one row per key' }) },
    produces: 'text/csv',
    access: copyReaders,
    spec: [C, 'back-office §9'],
    decision: CALLS,
  }),
  getCopy: endpoint({
    method: 'GET',
    path: '/v3/copy/{type}/{key}',
    summary: 'Read one key of copy',
    params: KeyParams,
    query: CopyKeyQuery,
    responses: { 200: ok(Copy), ...errors(404) },
    access: copyReaders,
    spec: C,
  }),
  createCopy: endpoint({
    method: 'POST',
    path: '/v3/copy/{type}/',
    summary: 'Add a key of copy',
    params: TypeParams,
    query: CopyKeyQuery,
    body: CopyInput,
    responses: { 201: ok(Copy), ...errors(409) },
    access: copyEditors,
    spec: C,
  }),
  updateCopy: endpoint({
    method: 'PUT',
    path: '/v3/copy/{type}/{key}',
    summary: 'Change the text of a key',
    params: KeyParams,
    query: CopyKeyQuery,
    body: CopyUpdateBody,
    responses: { 200: ok(Copy), ...errors(404) },
    access: copyEditors,
    spec: C,
  }),
  importCopy: endpoint({
    method: 'PUT',
    path: '/v3/copy/{type}/import',
    summary: 'Import copy of a type from a CSV file in the export format (keys created or updated)',
    description: "dryRun=true answers each row as added, changed, unchanged or invalid (a bad or repeated key, a language left without text, a {placeholder} of the current text lost) and writes nothing; skipInvalid=true writes only the valid rows.",
    params: TypeParams,
    query: CopyImportQuery,
    body: CopyImportBody,
    consumes: 'text/csv',
    responses: { 200: ok(CopyImportResult), ...errors(413) },
    access: copyEditors,
    spec: C,
    decision: CALLS,
  }),
  updateCopyBatch: endpoint({
    method: 'PUT',
    path: '/v3/copy/{type}/',
    summary: 'Create or update several keys of a type at once',
    params: TypeParams,
    query: CopyKeyQuery,
    body: CopyBatchBody,
    responses: { 200: ok(CopyImportResult) },
    access: copyEditors,
    spec: C,
    decision: CALLS,
  }),
  deleteCopy: endpoint({
    method: 'DELETE',
    path: '/v3/copy/{type}/{key}',
    summary: 'Remove a key of copy (an organisation\'s key falls back to the platform default)',
    params: KeyParams,
    query: CopyKeyQuery,
    responses: { 204: NoContent, ...errors(404) },
    access: copyEditors,
    spec: C,
  }),
});
