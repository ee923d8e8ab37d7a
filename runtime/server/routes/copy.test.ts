// @vitest-environment node
/**
 * Copy text on the real server and database: create, read, update, delete with their audit
 * entries; the platform default overridden by an organisation; pages of 50; batch; CSV import
 * (quoted fields, a bad row refuses the whole file) and export through a short-lived link token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import { createCopy, deleteCopy, getAggregatedCopy, getCopy, listCopy, updateCopy, updateCopyBatch } from '../../../generated/client/copy.gen.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { parseCsv } from './copy-csv.js';

let t: TestApp;
let admin: AuthEntry;
let marketing: AuthEntry;
beforeAll(async () => {
  t = await testApp();
  await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER')");
  admin = await t.asStaff('ADMIN');
  marketing = await t.asStaff('ORG_MARKETING', 'BRIGHT');
});
afterAll(async () => t?.close());

const count = async (sql: string, values: unknown[] = []): Promise<number> => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, values)).rows[0]!.n;
const csvPut = (type: string, csv: string, entry: AuthEntry, org?: string) =>
  t.app.inject({ method: 'PUT', url: `/api/v3/copy/${type}/import${org ? `?organisation=${org}` : ''}`, headers: { ...bearer(entry), 'content-type': 'text/csv' }, payload: csv });

describe('copy records', () => {
  it('creates, reads, updates and deletes a key, each change audited with its differences', async () => {
    const c = t.client(admin);
    const created = await createCopy(c, { params: { type: 'push' }, body: { key: 'crud.hello', values: { en: 'Hello', nb: 'Hei' }, description: 'greeting' } });
    expect(created.data).toMatchObject({ type: 'push', key: 'crud.hello', organisation: null, values: { en: 'Hello', nb: 'Hei' } });
    const id = created.data._id;
    expect((await getCopy(c, { params: { type: 'push', key: 'crud.hello' } })).data._id).toBe(id);

    const updated = await updateCopy(c, { params: { type: 'push', key: 'crud.hello' }, body: { values: { en: 'Hello!', sv: 'Hej' } } });
    expect(updated.data.values).toEqual({ en: 'Hello!', sv: 'Hej' });
    const audit = await t.db.query<{ action: string; changes: { path: string; before?: unknown; after?: unknown }[] }>(
      "SELECT action, changes FROM audit_log WHERE resource = 'copy' AND resource_id = $1 ORDER BY created_at, action", [id],
    );
    expect(audit.rows.map((r) => r.action).sort()).toEqual(['create', 'update']);
    const update = audit.rows.find((r) => r.action === 'update')!;
    expect(update.changes).toEqual(expect.arrayContaining([
      { path: 'values.en', before: 'Hello', after: 'Hello!' },
      { path: 'values.nb', before: 'Hei' },
      { path: 'values.sv', after: 'Hej' },
      { path: 'description', before: 'greeting' },
    ]));

    const same = await updateCopy(c, { params: { type: 'push', key: 'crud.hello' }, body: { values: { sv: 'Hej', en: 'Hello!' } } });
    expect(same.data.updatedAt).toEqual(updated.data.updatedAt);
    expect(await count("audit_log WHERE resource = 'copy' AND resource_id = $1", [id])).toBe(2);

    await deleteCopy(c, { params: { type: 'push', key: 'crud.hello' } });
    expect(await count('copy WHERE id = $1', [id])).toBe(0);
    expect(await count("audit_log WHERE resource = 'copy' AND resource_id = $1 AND action = 'delete'", [id])).toBe(1);
    const gone = await t.app.inject({ method: 'GET', url: '/api/v3/copy/push/crud.hello', headers: bearer(admin) });
    expect(gone.statusCode).toBe(404);
  });

  it('answers 409 conflict for a key that exists, and 400 for a bad key, writing nothing', async () => {
    const body = { key: 'dup.key', values: { en: 'One' } };
    expect((await t.app.inject({ method: 'POST', url: '/api/v3/copy/push/', headers: bearer(admin), payload: body })).statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: '/api/v3/copy/push/', headers: bearer(admin), payload: body });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ key: 'conflict' });

    const before = await count('copy');
    const audits = await count('audit_log');
    const bad = await t.app.inject({ method: 'POST', url: '/api/v3/copy/push/', headers: bearer(admin), payload: { key: 'has space', values: { en: 'x' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ key: 'validationError', message: 'Copy keys use letters, digits, ".", "-" and "_"' });
    const badLang = await t.app.inject({ method: 'PUT', url: '/api/v3/copy/push/dup.key', headers: bearer(admin), payload: { description: 'no values' } });
    expect(badLang.statusCode).toBe(400);
    expect(badLang.json()).toMatchObject({ key: 'validationError' });
    expect(await count('copy')).toBe(before);
    expect(await count('audit_log')).toBe(audits);
  });

  it('lets organisation editors change their organisation only, and only platform ADMINs the defaults', async () => {
    const own = await t.app.inject({ method: 'POST', url: '/api/v3/copy/push/?organisation=BRIGHT', headers: bearer(marketing), payload: { key: 'org.only', values: { en: 'Ours' } } });
    expect(own.statusCode).toBe(201);
    expect(own.json().data.organisation).toBe('BRIGHT');
    const defaults = await t.app.inject({ method: 'POST', url: '/api/v3/copy/push/', headers: bearer(marketing), payload: { key: 'org.default', values: { en: 'All' } } });
    expect(defaults.statusCode).toBe(403);
    const other = await t.app.inject({ method: 'POST', url: '/api/v3/copy/push/?organisation=OTHER', headers: bearer(marketing), payload: { key: 'org.other', values: { en: 'Theirs' } } });
    expect(other.statusCode).toBe(403);
    const reader = await t.asStaff('ORG_USER', 'BRIGHT');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v3/copy/push/org.only?organisation=BRIGHT', headers: bearer(reader) })).statusCode).toBe(403);
    expect(await count("copy WHERE key LIKE 'org.%'")).toBe(1);
  });

  it("makes an organisation's first edit of a platform text its own record, leaving the default alone", async () => {
    const c = t.client(admin);
    await createCopy(c, { params: { type: 'push' }, body: { key: 'override.me', values: { en: 'Default', nb: 'Standard' } } });
    const res = await t.app.inject({ method: 'PUT', url: '/api/v3/copy/push/override.me?organisation=BRIGHT', headers: bearer(marketing), payload: { values: { nb: 'Vår tekst' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ organisation: 'BRIGHT', values: { nb: 'Vår tekst' } });
    expect((await getCopy(c, { params: { type: 'push', key: 'override.me' } })).data.values).toEqual({ en: 'Default', nb: 'Standard' });
    expect(await count("audit_log WHERE action = 'create' AND organisation = 'BRIGHT' AND resource_id = $1", [res.json().data._id])).toBe(1);
    const missing = await t.app.inject({ method: 'PUT', url: '/api/v3/copy/push/no.such.key?organisation=BRIGHT', headers: bearer(marketing), payload: { values: { nb: 'x' } } });
    expect(missing.statusCode).toBe(404);
    expect(await count("copy WHERE key = 'no.such.key'")).toBe(0);
  });

  it('aggregates a language: the organisation text over the platform default, public, and 404 when empty', async () => {
    const c = t.client(admin);
    await createCopy(c, { params: { type: 'email' }, body: { key: 'agg.title', values: { en: 'Default', de: 'Standard' } } });
    await createCopy(c, { params: { type: 'email' }, body: { key: 'agg.only-default', values: { de: 'Nur Standard' } } });
    await createCopy(c, { params: { type: 'email' }, query: { organisation: 'BRIGHT' }, body: { key: 'agg.title', values: { de: 'Bright' } } });
    const anon = t.client();
    const de = await getAggregatedCopy(anon, { query: { organisation: 'BRIGHT', language: 'de', types: 'email' } });
    expect(de.data).toMatchObject({ organisation: 'BRIGHT', language: 'de', version: 'v3.0' });
    expect(de.data.copy.email).toEqual({ 'agg.title': 'Bright', 'agg.only-default': 'Nur Standard' });
    const other = await getAggregatedCopy(anon, { query: { organisation: 'OTHER', language: 'de', types: 'email' } });
    expect(other.data.copy.email?.['agg.title']).toBe('Standard');
    const empty = await t.app.inject({ method: 'GET', url: '/api/v3/copy/aggregated?organisation=OTHER&language=fi&types=push' });
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toMatchObject({ message: 'Translations are empty' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v3/copy/aggregated?organisation=NOWHERE&language=de&types=email' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ key: 'notFound', message: 'No organisation NOWHERE' });
    const badLang = await t.app.inject({ method: 'GET', url: '/api/v3/copy/aggregated?organisation=BRIGHT&language=xx' });
    expect(badLang.statusCode).toBe(400);
  });

  it('lists 50 per page by default, with filters and pagination', async () => {
    const keys = Array.from({ length: 120 }, (_, i) => ({ key: `page.k${String(i).padStart(3, '0')}`, values: { en: `Text ${i}` } }));
    const batch = await updateCopyBatch(t.client(admin), { params: { type: 'bridge' }, body: keys });
    expect(batch.data).toEqual({ created: 120, updated: 0, unchanged: 0 });
    const c = t.client(marketing);
    const first = await listCopy(c, { params: { type: 'bridge' }, query: { search: 'page.k' } });
    expect(first.data).toHaveLength(50);
    expect(first.pagination).toEqual({ page: 1, limit: 50, total: 120, pages: 3 });
    expect(first.data[0]!.key).toBe('page.k000');
    const third = await listCopy(c, { params: { type: 'bridge' }, query: { search: 'page.k', page: '3' } });
    expect(third.data.map((x) => x.key)).toEqual(keys.slice(100).map((k) => k.key));
    const found = await listCopy(c, { params: { type: 'bridge' }, query: { search: 'Text 119' } });
    expect(found.data.map((x) => x.key)).toEqual(['page.k119']);
    const again = await updateCopyBatch(t.client(admin), { params: { type: 'bridge' }, body: [{ key: 'page.k000', values: { en: 'Text 0' } }, { key: 'page.k001', values: { en: 'New' } }] });
    expect(again.data).toEqual({ created: 0, updated: 1, unchanged: 1 });
  });

  it('refuses a batch naming a key twice, writing nothing', async () => {
    const before = await count('copy');
    const res = await t.app.inject({ method: 'PUT', url: '/api/v3/copy/app/', headers: bearer(admin), payload: [{ key: 'b.one', values: { en: '1' } }, { key: 'b.one', values: { en: '2' } }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'validationError', message: 'Key b.one is given twice' });
    expect(await count('copy')).toBe(before);
  });
});

describe('copy CSV', () => {
  const good = [
    'key,description,en,nb,de',
    'csv.plain,,Plain,Enkel,',
    'csv.comma,"a note, with a comma","Hello, world","Hei, verden",Hallo',
    'csv.quote,,"She said ""hi""",,',
    'csv.lines,,"Line one\r\nLine two",,',
  ].join('\r\n') + '\r\n';

  it('imports a file with quoted fields, commas, quotes and line breaks, audited per key', async () => {
    const res = await csvPut('app', good, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ created: 4, updated: 0, unchanged: 0 });
    const c = t.client(admin);
    expect((await getCopy(c, { params: { type: 'app', key: 'csv.comma' } })).data).toMatchObject({ description: 'a note, with a comma', values: { en: 'Hello, world', nb: 'Hei, verden', de: 'Hallo' } });
    expect((await getCopy(c, { params: { type: 'app', key: 'csv.quote' } })).data.values).toEqual({ en: 'She said "hi"' });
    expect((await getCopy(c, { params: { type: 'app', key: 'csv.lines' } })).data.values).toEqual({ en: 'Line one\r\nLine two' });
    expect(await count("audit_log WHERE resource = 'copy' AND action = 'import'")).toBe(4);
    const again = await csvPut('app', good.replace('Plain,Enkel', 'Plainer,Enkel'), admin);
    expect(again.json().data).toEqual({ created: 0, updated: 1, unchanged: 3 });
  });

  it.each([
    ['a bad key', 'key,en\r\ncsv.ok,Fine\r\nnot ok,Bad\r\n', 'Row 3: Copy keys use letters, digits, ".", "-" and "_"'],
    ['a key twice', 'key,en\r\ncsv.twice,A\r\ncsv.twice,B\r\n', 'Row 3: key csv.twice is also in row 2'],
    ['a short row', 'key,en,sv\r\ncsv.ok,Fine,Bra\r\ncsv.short,Short\r\n', 'Row 3: 2 fields where the header has 3'],
    ['an unclosed quote', 'key,en\r\ncsv.ok,Fine\r\ncsv.open,"never closed\r\n', 'Row 3: a quoted field is not closed'],
    ['an unknown column', 'key,klingon\r\ncsv.ok,Qapla\r\n', "Row 1: unknown column 'klingon' (columns: key, description, en, sv, nb, nn, fi, de)"],
  ])('refuses a file with %s: 400 naming the row, nothing written', async (_what, csv, message) => {
    const before = await count('copy');
    const audits = await count('audit_log');
    const res = await csvPut('app', csv, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'validationError', message });
    expect(await count('copy')).toBe(before);
    expect(await count('audit_log')).toBe(audits);
  });

  it('exports through a short-lived link token, and the file imports back unchanged', async () => {
    const principal = await t.services.tokens.verify(admin.accessToken);
    const short = await t.services.tokens.issueShort(principal);
    const res = await t.app.inject({ method: 'GET', url: `/api/v3/copy/app/export?format=csv&accessToken=${encodeURIComponent(short)}&search=csv.` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.split('\r\n')[0]).toBe('key,description,en,sv,nb,nn,fi,de');
    expect(res.body).toContain('csv.comma,"a note, with a comma","Hello, world",,"Hei, verden",,,Hallo');
    expect(res.body).toContain('"Line one\r\nLine two"');
    const back = await csvPut('app', res.body, admin);
    expect(back.json().data).toEqual({ created: 0, updated: 0, unchanged: 4 });

    expect((await t.app.inject({ method: 'GET', url: '/api/v3/copy/app/export?format=csv&accessToken=not-a-token' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/copy/app/export?format=csv' })).statusCode).toBe(401);
  });

  it('writes a text that would start a formula as text, and imports it back as it was (issue 19 §5)', async () => {
    const formulas = { en: '=HYPERLINK("https://evil.example","Click")', sv: '+1+cmd', nb: '-2+3', nn: '@SUM(A1)', fi: '\t=1+1', de: "'=quoted" };
    await createCopy(t.client(admin), { params: { type: 'app' }, body: { key: 'formula.cells', values: formulas, description: '=note' } });
    const short = await t.services.tokens.issueShort(await t.services.tokens.verify(admin.accessToken));
    const res = await t.app.inject({ method: 'GET', url: `/api/v3/copy/app/export?format=csv&accessToken=${encodeURIComponent(short)}&search=formula.` });
    const [, row] = parseCsv(res.body);
    expect(row).toEqual(['formula.cells', "'=note", ...Object.values(formulas).map((text) => `'${text}`)]);
    expect((await csvPut('app', res.body, admin)).json().data).toEqual({ created: 0, updated: 0, unchanged: 1 });
    expect((await getCopy(t.client(admin), { params: { type: 'app', key: 'formula.cells' } })).data).toMatchObject({ values: formulas, description: '=note' });
  });
});

describe("an organisation's copy with its defaults", () => {
  it('lists every key of the type, the overrides carrying the platform default they override', async () => {
    const c = t.client(admin);
    await createCopy(c, { params: { type: 'push' }, body: { key: 'merge.a', values: { en: 'Default A', nb: 'Standard A' }, description: 'note A' } });
    await createCopy(c, { params: { type: 'push' }, body: { key: 'merge.b', values: { en: 'Default B' } } });
    await createCopy(c, { params: { type: 'push' }, query: { organisation: 'BRIGHT' }, body: { key: 'merge.a', values: { nb: 'Bright A' } } });
    await createCopy(c, { params: { type: 'push' }, query: { organisation: 'BRIGHT' }, body: { key: 'merge.c', values: { en: 'Only Bright' } } });
    await createCopy(c, { params: { type: 'push' }, query: { organisation: 'OTHER' }, body: { key: 'merge.d', values: { en: 'Other only' } } });

    const merged = await listCopy(t.client(marketing), { params: { type: 'push' }, query: { organisation: 'BRIGHT', withDefaults: 'true', search: 'merge.' } });
    expect(merged.data.map((x) => [x.key, x.organisation])).toEqual([['merge.a', 'BRIGHT'], ['merge.b', null], ['merge.c', 'BRIGHT']]);
    expect(merged.data[0]).toMatchObject({ values: { nb: 'Bright A' }, platformDefault: { values: { en: 'Default A', nb: 'Standard A' }, description: 'note A' } });
    expect(merged.data[1]!.platformDefault).toBeUndefined();
    expect(merged.data[2]!.platformDefault).toBeUndefined();
    expect(merged.pagination.total).toBe(3);

    // Search looks at both texts; only the organisation's own records without withDefaults.
    const byDefaultText = await listCopy(c, { params: { type: 'push' }, query: { organisation: 'BRIGHT', withDefaults: 'true', search: 'Standard A' } });
    expect(byDefaultText.data.map((x) => x.key)).toEqual(['merge.a']);
    const own = await listCopy(c, { params: { type: 'push' }, query: { organisation: 'BRIGHT', search: 'merge.' } });
    expect(own.data.map((x) => x.key)).toEqual(['merge.a', 'merge.c']);
    // Language codes are not text: 'nb' is found in no text here.
    const code = await listCopy(c, { params: { type: 'push' }, query: { organisation: 'BRIGHT', withDefaults: 'true', search: 'nb' } });
    expect(code.data.map((x) => x.key).filter((k) => k.startsWith('merge.'))).toEqual([]);
  });
});

describe('copy import preview', () => {
  const seed = async (type: string, org?: string) => {
    const c = t.client(admin);
    await createCopy(c, { params: { type: type as 'chat' }, body: { key: 'imp.same', values: { en: 'Same', sv: 'Samma', nb: 'Samme', nn: 'Same', fi: 'Sama', de: 'Gleich' } } });
    await createCopy(c, { params: { type: type as 'chat' }, body: { key: 'imp.count', values: { en: '{n} new', sv: '{n} nya', nb: '{n} nye', nn: '{n} nye', fi: '{n} uutta', de: '{n} neu' } } });
    await createCopy(c, { params: { type: type as 'chat' }, body: { key: 'imp.lost', values: { en: 'Hi {name}', de: 'Hallo {name}' } } });
    if (org) await createCopy(c, { params: { type: type as 'chat' }, query: { organisation: org }, body: { key: 'imp.same', values: { en: 'Same', sv: 'Samma', nb: 'Samme', nn: 'Same', fi: 'Sama', de: 'Gleich' } } });
  };
  const file = [
    'key,description,en,sv,nb,nn,fi,de',
    'imp.same,,Same,Samma,Samme,Same,Sama,Gleich',
    'imp.count,,{n} new!,{n} nya!,{n} nye!,{n} nye!,{n} uutta!,{n} neu!',
    'imp.new,,New,Ny,Ny,Ny,Uusi,Neu',
    // imp.lost's text has a {name} these drop.
    'imp.lost,,x,x,x,x,x,x',
    'imp.short,,Short,Kort,,,,',
  ].join('\r\n') + '\r\n';

  it('classifies each row and writes nothing with dryRun', async () => {
    await seed('chat');
    const before = await count('copy');
    const audits = await count('audit_log');
    const res = await t.app.inject({ method: 'PUT', url: '/api/v3/copy/chat/import?dryRun=true', headers: { ...bearer(admin), 'content-type': 'text/csv' }, payload: file + 'imp.new,,Again,,,,,\r\nbad key,,A,B,C,D,E,F\r\n' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { created: number; updated: number; unchanged: number; invalid: number; rows: { key: string; status: string; issues: { code: string; languages?: string[]; placeholders?: string[]; firstRow?: number }[]; current?: unknown }[] };
    expect({ ...data, rows: undefined }).toEqual({ created: 1, updated: 1, unchanged: 1, invalid: 4, rows: undefined });
    const byKey = (key: string, n = 0) => data.rows.filter((r) => r.key === key)[n]!;
    expect(byKey('imp.same').status).toBe('unchanged');
    expect(byKey('imp.count')).toMatchObject({ status: 'changed', current: { values: { en: '{n} new' } }, issues: [] });
    expect(byKey('imp.new')).toMatchObject({ status: 'added', issues: [] });
    expect(byKey('imp.new').current).toBeUndefined();
    expect(byKey('imp.lost')).toMatchObject({ status: 'invalid', issues: [
      { code: 'lostPlaceholders', languages: ['en'], placeholders: ['{name}'] },
      { code: 'lostPlaceholders', languages: ['de'], placeholders: ['{name}'] },
    ] });
    expect(byKey('imp.short')).toMatchObject({ status: 'invalid', issues: [{ code: 'missingLanguages', languages: ['nb', 'nn', 'fi', 'de'] }] });
    expect(byKey('imp.new', 1)).toMatchObject({ status: 'invalid', issues: [{ code: 'repeatedKey', firstRow: 4 }, { code: 'missingLanguages' }] });
    expect(byKey('bad key')).toMatchObject({ status: 'invalid', issues: [{ code: 'invalidKey', message: 'Copy keys use letters, digits, ".", "-" and "_"' }] });
    expect(await count('copy')).toBe(before);
    expect(await count('audit_log')).toBe(audits);
  });

  it('writes only the valid rows with skipInvalid, audited as an import', async () => {
    await seed('email');
    const imports = await count("audit_log WHERE resource = 'copy' AND action = 'import'");
    const res = await t.app.inject({ method: 'PUT', url: '/api/v3/copy/email/import?skipInvalid=true', headers: { ...bearer(admin), 'content-type': 'text/csv' }, payload: file });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ created: 1, updated: 1, unchanged: 1, invalid: 2 });
    const c = t.client(admin);
    expect((await getCopy(c, { params: { type: 'email', key: 'imp.count' } })).data.values.en).toBe('{n} new!');
    expect((await getCopy(c, { params: { type: 'email', key: 'imp.new' } })).data.values.de).toBe('Neu');
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/copy/email/imp.short', headers: bearer(admin) })).statusCode).toBe(404);
    expect((await getCopy(c, { params: { type: 'email', key: 'imp.lost' } })).data.values).toEqual({ en: 'Hi {name}', de: 'Hallo {name}' });
    expect(await count("audit_log WHERE resource = 'copy' AND action = 'import'")).toBe(imports + 2);
  });

  it("judges an organisation's rows against its text and the platform default it falls back to", async () => {
    await seed('app', 'BRIGHT');
    const org = [
      'key,en,nb',
      // Only nb: the other languages fall back to the platform default, which has them.
      'imp.count,,{n} nye saker',
      // nb drops {n} of the default text it replaces.
      'imp.same,,Samme',
      'imp.brand-new,Ours,Vår',
    ].join('\r\n');
    const res = await t.app.inject({ method: 'PUT', url: '/api/v3/copy/app/import?organisation=BRIGHT&dryRun=true', headers: { ...bearer(marketing), 'content-type': 'text/csv' }, payload: org });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows as { key: string; status: string; issues: { code: string; languages?: string[] }[] }[];
    expect(rows.map((r) => [r.key, r.status])).toEqual([['imp.count', 'added'], ['imp.same', 'changed'], ['imp.brand-new', 'invalid']]);
    expect(rows[2]!.issues).toEqual([expect.objectContaining({ code: 'missingLanguages', languages: ['sv', 'nn', 'fi', 'de'] })]);
    const lost = await t.app.inject({
      method: 'PUT', url: '/api/v3/copy/app/import?organisation=BRIGHT&dryRun=true', headers: { ...bearer(marketing), 'content-type': 'text/csv' }, payload: 'key,nb\r\nimp.count,nye saker\r\n',
    });
    expect(lost.json().data.rows[0]).toMatchObject({ status: 'invalid', issues: [{ code: 'lostPlaceholders', languages: ['nb'], placeholders: ['{n}'] }] });
    // A preview is a write's check: the platform default needs a platform ADMIN, as the import does.
    expect((await t.app.inject({ method: 'PUT', url: '/api/v3/copy/app/import?dryRun=true', headers: { ...bearer(marketing), 'content-type': 'text/csv' }, payload: org })).statusCode).toBe(403);
  });
});
