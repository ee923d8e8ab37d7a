// @vitest-environment jsdom
/**
 * The difference view as an admin reads it: each changed field with its change in words, before and
 * after; secrets hidden; "No differences" when nothing changed; its words in the admin's language.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleWords } from '../test/console-words.js';
import { FieldDiff, type FieldDiffProps } from './field-diff.js';

afterEach(cleanup);

/** The console's words in the two languages the tests read. */
const words = { en: await consoleWords('en'), nb: await consoleWords('nb') };

function renderDiff(props: FieldDiffProps, locale: keyof typeof words = 'en') {
  return render(
    <AdminContext i18nProvider={words[locale]}>
      <FieldDiff {...props} />
    </AdminContext>,
  );
}

/** The table's rows as text per cell, heading row left out. */
function bodyRows(): string[][] {
  const [, ...rows] = within(screen.getByRole('table')).getAllByRole('row');
  return rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

describe('the difference view', () => {
  it('shows each changed field with its change named in words, before and after', () => {
    renderDiff({ before: { title: { en: 'Hi' }, gone: 'x', list: ['a'] }, after: { title: { en: 'Hello' }, list: ['a', 'b'], added: 3 } });
    const table = screen.getByRole('table', { name: 'Changes' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Field', 'Change', 'Before', 'After']);
    expect(bodyRows()).toEqual([
      ['title.en', 'Changed', 'Hi', 'Hello'],
      ['gone', 'Removed', 'x', '(none)'],
      ['list', 'Changed', 'a', 'a, b'],
      ['added', 'Added', '(none)', '3'],
    ]);
  });

  it('says "No differences" when nothing changed', () => {
    renderDiff({ before: { a: 1 }, after: { a: 1 } });
    expect(screen.getByRole('status').textContent).toBe('No differences');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('never shows a secret value, and says it is hidden', () => {
    renderDiff({ before: { password: 'hunter2-old' }, after: { password: 'hunter2-new' } });
    expect(bodyRows()).toEqual([['password', 'Changed', 'Hidden', 'Hidden']]);
    expect(document.body.textContent).not.toContain('hunter2');
  });

  it('takes rows made elsewhere and headings of its own, as drafts and releases use it', () => {
    renderDiff({ rows: [{ path: 'light.accentColor', kind: 'changed', before: '#111', after: '#222' }], beforeLabel: 'Latest release', afterLabel: 'Draft', caption: 'Draft against release' });
    const table = screen.getByRole('table', { name: 'Draft against release' });
    expect(within(table).getByRole('columnheader', { name: 'Latest release' })).toBeTruthy();
    expect(bodyRows()).toEqual([['light.accentColor', 'Changed', '#111', '#222']]);
  });

  it('shows records as wrapped JSON and an emptied text apart from a removed one', () => {
    renderDiff({ rows: [{ path: 'payload', kind: 'added', after: { a: [1, 2] } }, { path: 'note', kind: 'changed', before: 'x', after: '' }] });
    const [payload, note] = bodyRows();
    expect(JSON.parse(payload![3]!)).toEqual({ a: [1, 2] });
    expect(note).toEqual(['note', 'Changed', 'x', '(empty)']);
  });

  it('reads in the admin’s language', () => {
    renderDiff({ before: { a: 1 }, after: { a: 2, b: true } }, 'nb');
    expect(screen.getByRole('table', { name: 'Endringer' })).toBeTruthy();
    expect(bodyRows()).toEqual([
      ['a', 'Endret', '1', '2'],
      ['b', 'Lagt til', '(ingen)', 'true'],
    ]);
  });
});
