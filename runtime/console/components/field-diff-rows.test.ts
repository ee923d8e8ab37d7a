// @vitest-environment node
/** The field-level difference of two JSON values: what changed, where, from what to what. */
import { describe, expect, it } from 'vitest';
import { fieldDiffRows, MASKED, SECRET_FIELDS } from './field-diff-rows.js';

describe('fieldDiffRows', () => {
  it('leaves out what did not change and names nested fields by dotted path', () => {
    const before = { name: 'Bright', light: { colors: { primary: '#fff', accent: '#000' } }, enabled: true };
    const after = { name: 'Bright', light: { colors: { primary: '#eee', accent: '#000' } }, enabled: true };
    expect(fieldDiffRows(before, after)).toEqual([{ path: 'light.colors.primary', kind: 'changed', before: '#fff', after: '#eee' }]);
    expect(fieldDiffRows(before, structuredClone(before))).toEqual([]);
  });

  it('marks added and removed fields, and lists each field of a record that appeared or vanished', () => {
    expect(fieldDiffRows({ a: 1, gone: 'x' }, { a: 1, dark: { accent: '#111', text: '#222' } })).toEqual([
      { path: 'gone', kind: 'removed', before: 'x' },
      { path: 'dark.accent', kind: 'added', after: '#111' },
      { path: 'dark.text', kind: 'added', after: '#222' },
    ]);
  });

  it('lists every field of a record created from nothing, and tells null apart from absent', () => {
    expect(fieldDiffRows(undefined, { key: 'hello', note: null })).toEqual([
      { path: 'key', kind: 'added', after: 'hello' },
      { path: 'note', kind: 'added', after: null },
    ]);
    expect(fieldDiffRows({ note: null }, { note: 'x' })).toEqual([{ path: 'note', kind: 'changed', before: null, after: 'x' }]);
  });

  it('walks arrays of records without an identity by index', () => {
    const before = { items: [{ title: { nb: 'Hei', en: 'Hi' } }, { title: { nb: 'A' } }] };
    const after = { items: [{ title: { nb: 'Hei', en: 'Hello' } }, { title: { nb: 'A' } }, { title: { nb: 'Ny' } }] };
    expect(fieldDiffRows(before, after)).toEqual([
      { path: 'items[0].title.en', kind: 'changed', before: 'Hi', after: 'Hello' },
      { path: 'items[2].title.nb', kind: 'added', after: 'Ny' },
    ]);
  });

  it('matches records by id, so removing the first item does not show the others as changed, and reports a move', () => {
    const news = { id: 'news', enabled: true };
    const offers = { id: 'offers', enabled: false };
    const help = { id: 'help', enabled: true };
    expect(fieldDiffRows({ items: [news, offers, help] }, { items: [offers, { ...help, enabled: false }] })).toEqual([
      { path: 'items[id=help].enabled', kind: 'changed', before: true, after: false },
      { path: 'items[id=news].id', kind: 'removed', before: 'news' },
      { path: 'items[id=news].enabled', kind: 'removed', before: true },
    ]);
    expect(fieldDiffRows({ items: [news, offers] }, { items: [offers, news] })).toEqual([
      { path: 'items', kind: 'reordered', before: ['news', 'offers'], after: ['offers', 'news'] },
    ]);
  });

  it('falls back to the index when an identity repeats', () => {
    const rows = fieldDiffRows([{ key: 'a', v: 1 }, { key: 'a', v: 2 }], [{ key: 'a', v: 1 }, { key: 'a', v: 3 }], { basePath: 'rules' });
    expect(rows).toEqual([{ path: 'rules[1].v', kind: 'changed', before: 2, after: 3 }]);
  });

  it('compares lists of plain values as one value', () => {
    expect(fieldDiffRows({ tokenScopes: ['getLocations'] }, { tokenScopes: ['getLocations', 'syncAccount'] })).toEqual([
      { path: 'tokenScopes', kind: 'changed', before: ['getLocations'], after: ['getLocations', 'syncAccount'] },
    ]);
  });

  it('compares dates by instant and starts paths from a base path', () => {
    const at = '2026-03-01T10:00:00.000Z';
    expect(fieldDiffRows({ at: new Date(at) }, { at: new Date(at) })).toEqual([]);
    expect(fieldDiffRows({ nb: 'Hei' }, { nb: 'Hallo', en: 'Hello' }, { basePath: 'values' })).toEqual([
      { path: 'values.nb', kind: 'changed', before: 'Hei', after: 'Hallo' },
      { path: 'values.en', kind: 'added', after: 'Hello' },
    ]);
  });

  it('quotes keys a dot would misread', () => {
    expect(fieldDiffRows({ 'dashboard.hello': 'a' }, { 'dashboard.hello': 'b' }, { basePath: 'texts' })[0]?.path).toBe('texts["dashboard.hello"]');
  });

  it('never shows a secret value, at any depth, and still says that it changed', () => {
    const rows = fieldDiffRows(
      { password: 'old-secret', hooks: [{ name: 'a', token: 't1' }] },
      { password: 'new-secret', hooks: [{ name: 'a', token: 't2' }], extra: { clientSecret: 's' } },
    );
    expect(rows).toEqual([
      { path: 'password', kind: 'changed', before: MASKED, after: MASKED },
      { path: 'hooks[0].token', kind: 'changed', before: MASKED, after: MASKED },
      { path: 'extra.clientSecret', kind: 'added', after: MASKED },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/old-secret|new-secret|t1|t2/);
    const whole = fieldDiffRows({ config: 'x' }, { config: [{ apiKey: 'k', url: 'u' }, 'plain'] });
    expect(JSON.stringify(whole)).not.toContain('"k"');
    expect(SECRET_FIELDS.has('tokenScopes')).toBe(false);
  });

  it('masks a value field only where the caller says it is secret', () => {
    expect(fieldDiffRows({ value: 'a' }, { value: 'b' })).toEqual([{ path: 'value', kind: 'changed', before: 'a', after: 'b' }]);
    const secrets = new Set([...SECRET_FIELDS, 'value']);
    expect(fieldDiffRows('a', 'b', { basePath: 'value', secretFields: secrets })).toEqual([{ path: 'value', kind: 'changed', before: MASKED, after: MASKED }]);
  });
});
