/**
 * `npm run bench`: speed and memory of what exists, each against a baseline measured in the same
 * run on the same machine, printed as figures and ratios. Nothing here asserts a time.
 *
 * - generator: the whole generate (parse → model → emit, in memory) against the bare
 *   z.toJSONSchema conversion of every named schema it must do anyway;
 * - client answers: reviving and validating a page of 1 000 locations against plain JSON.parse;
 * - formatting: the contract's value formatting against Intl.NumberFormat.
 * - server: real HTTP on a listening server and embedded PostgreSQL (bench/server.ts) against a
 *   bare route of the same instance; the job engine's jobs/s against bare INSERTs and its scheduling
 *   delay against the polling interval (bench/jobs.ts), on a database of their own.
 * - export: the meter-data export file, CSV and XLSX of a year of quarter-hours (bench/export.ts),
 *   against JSON lines of the same rows.
 * - portal: the bundle's first load against its 150 kB budget and each route's lazy chunks
 *   (bench/portal-bundle.ts); the analysis chart model on a year of quarter hours against a bare
 *   loop (bench/portal-chart.ts); Lighthouse mobile on /dashboard and /analysis signed in, against
 *   a bare page of the same server (bench/portal-lighthouse.ts).
 */
import type { z } from 'zod';
import { contract } from '../schemas/index.js';
import { generate } from '../generator/generate.js';
import { ROOT, OUT_DIR, SOURCES } from '../generator/config.js';
import { toJsonSchema } from '../generator/parse/json-schema.js';
import { locationsArea } from '../schemas/endpoints/locations.js';
import { locationFixtures } from '../schemas/fixtures/location.fixtures.js';
import { timestampReviver } from '../schemas/core/wire.js';
import { formatMeasurement } from '../runtime/format/index.js';
import { printTable, ratio, retainedMb, time, type Row } from './measure.js';
import { serverRows } from './server.js';
import { exportRows } from './export.js';
import { portalBundleRows } from './portal-bundle.js';
import { consoleBundleRows } from './console-bundle.js';
import { portalChartRows } from './portal-chart.js';
import { portalLighthouseRows } from './portal-lighthouse.js';

const rows: Row[] = [];
const fmtMs = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;

// —— generator ——
const named = contract.domains.flatMap((d) => [...Object.values(d.enums), ...Object.values(d.entities)]) as z.ZodType[];
const bare = time(() => {
  for (const s of named) toJsonSchema(s, 'draft-07', 'output');
}, 5);
const full = time(() => {
  generate({ root: ROOT, contract, sources: SOURCES, outDir: OUT_DIR, version: 'bench' });
}, 3);
rows.push({ what: `generate, whole contract (${named.length} named schemas)`, figure: fmtMs(full.ms), baseline: `z.toJSONSchema of them: ${fmtMs(bare.ms)}`, ratio: ratio(full.ms, bare.ms) });

// —— client answers ——
const location = locationFixtures.Location?.valid[0];
const page = { status: 'success', data: Array.from({ length: 1000 }, () => location), pagination: { page: 1, limit: 1000, total: 1000, pages: 1 } };
const text = JSON.stringify(page);
const schema = locationsArea.endpoints.listLocations.responses[200];
const plain = time(() => JSON.parse(text), 20);
const checked = time(() => schema.parse(JSON.parse(text, timestampReviver)), 20);
rows.push({ what: `client answer: 1 000 locations (${(text.length / 1024).toFixed(0)} kB), revive + validate`, figure: fmtMs(checked.ms), baseline: `JSON.parse: ${fmtMs(plain.ms)}`, ratio: ratio(checked.ms, plain.ms) });
const perSecond = Math.round(1000 / checked.ms) * 1000;
rows.push({ what: 'client answer throughput', figure: `${perSecond.toLocaleString('en-GB')} locations/s`, baseline: `JSON.parse: ${(Math.round(1000 / plain.ms) * 1000).toLocaleString('en-GB')}/s`, ratio: ratio(plain.ms, checked.ms) });
const memPlain = retainedMb(() => JSON.parse(text) as unknown);
const memChecked = retainedMb(() => schema.parse(JSON.parse(text, timestampReviver)));
rows.push({ what: 'client answer: heap retained', figure: `${memChecked.mb.toFixed(2)} MB`, baseline: `JSON.parse: ${memPlain.mb.toFixed(2)} MB`, ratio: ratio(memChecked.mb, memPlain.mb) });

// —— formatting ——
const values = Array.from({ length: 100_000 }, (_, i) => (i * 37.13) % 5000);
const intl = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 });
const base = time(() => {
  for (const v of values) intl.format(v);
}, 5);
const ours = time(() => {
  for (const v of values) formatMeasurement(v, 'kr', { language: 'nb', currency: 'NOK' });
}, 5);
rows.push({ what: 'format 100 000 amounts (nb, NOK)', figure: fmtMs(ours.ms), baseline: `Intl.NumberFormat: ${fmtMs(base.ms)}`, ratio: ratio(ours.ms, base.ms) });

rows.push(...(await exportRows()));
rows.push(...(await serverRows()));
rows.push(...(await portalBundleRows()));
rows.push(...(await consoleBundleRows()));
rows.push(...(await portalChartRows()));
rows.push(...(await portalLighthouseRows()));

console.log(`Ampere bench — Node ${process.version}, ${new Date().toISOString()}\n`);
printTable(rows);
console.log('\nRatios are against the baseline measured in this run: above 1× costs more than the baseline.');
