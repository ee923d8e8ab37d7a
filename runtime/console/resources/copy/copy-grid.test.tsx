// @vitest-environment jsdom
/**
 * The copy grid against the real server on the demo tenant (issue 6 §2 Copy): an organisation admin
 * edits a Norwegian text in place and the API then gives BRIGHT the new text while the platform
 * default stays; the keyboard moves between cells and Escape cancels; search narrows the keys; pages
 * hold 50; an import preview sorts a file's rows into new, changed, unchanged and not imported (with
 * their reasons) and applying writes only the valid ones; a platform admin's failed save shows the
 * contract's message at the cell; the export link downloads the scope's file; a support admin can
 * read but not edit.
 */
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COPY_VALUES_MESSAGE } from '../../../../schemas/copy.js';
import { testApp, type TestApp } from '../../../server/test/harness.js';
import { ConsoleApp } from '../../app.js';
import { signedInConsole } from '../../test/console-session.js';

let server: TestApp;
// A page of the grid is some 450 cells: role queries skip the per-element visibility check, which
// would otherwise take seconds each in jsdom (nothing these tests look for is hidden but present).
configure({ defaultHidden: true });

beforeAll(async () => {
  server = await testApp();
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const ORG_ADMIN = ['orgadmin@bright.example', 'demo-orgadmin-pass'] as const;
const LOAD = { timeout: 30_000 };
/** Each test signs in, renders the console and waits for the server on a shared 2-core machine. */
const SLOW = { timeout: 120_000 };
/** Columns: key, note, en, sv, nb, nn, fi, de. */
const NB = 4;

async function open(login: readonly [string, string] = ORG_ADMIN) {
  const session = await signedInConsole(server, login[0], login[1]);
  window.history.replaceState(null, '', '/copy');
  render(<ConsoleApp dataProvider={session.dataProvider} authProvider={session.authProvider} basename="" />);
  return { grid: await screen.findByRole('grid', {}, LOAD), user: userEvent.setup() };
}

/** The body rows of the grid (the header row left out). */
const bodyRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);
const rowOf = async (key: string) => (await screen.findByText(key, { selector: 'code' }, LOAD)).closest('tr')!;
const cellOf = async (key: string, column: number) => within(await rowOf(key)).getAllByRole('gridcell')[column]!;

const textOf = async (type: string, key: string, organisation: string | null) =>
  (await server.db.query<{ doc: { values: Record<string, string> } }>(
    'SELECT doc FROM copy WHERE type = $1 AND key = $2 AND organisation IS NOT DISTINCT FROM $3', [type, key, organisation],
  )).rows[0]?.doc.values;

async function chooseType(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Type' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('the copy grid', SLOW, () => {
  it('lets an organisation admin edit a Norwegian text in place for BRIGHT only, from the mouse and the keyboard', async () => {
    const { user } = await open();
    const nb = await cellOf('common.back', NB);
    // BRIGHT has no text of its own yet: the cell shows the platform default, marked as such.
    expect(nb.textContent).toContain('Tilbake');
    expect(nb.textContent).toContain('(platform default)');

    await user.click(nb);
    const editor = await within(nb).findByRole('textbox', { name: 'Edit common.back, Norsk bokmål (nb)' });
    expect((editor as HTMLTextAreaElement).value).toBe('Tilbake');
    await user.clear(editor);
    await user.type(editor, 'Gå tilbake{Enter}');
    await within(nb).findByRole('img', { name: 'Saved' }, LOAD);
    expect(nb.textContent).toContain('Gå tilbake');
    expect(nb.textContent).not.toContain('(platform default)');
    expect(document.activeElement).toBe(nb);

    expect(await textOf('shared', 'common.back', 'BRIGHT')).toEqual({ nb: 'Gå tilbake' });
    expect((await textOf('shared', 'common.back', null))?.nb).toBe('Tilbake');
    const aggregated = await server.app.inject({ method: 'GET', url: '/api/v3/copy/aggregated?organisation=BRIGHT&language=nb&types=shared' });
    expect(aggregated.json().data.copy.shared['common.back']).toBe('Gå tilbake');
    expect(aggregated.json().data.copy.shared['common.cancel']).toBe('Avbryt');

    // Keyboard only: Tab to the nynorsk cell, Enter opens it, Escape cancels.
    await user.keyboard('{Tab}');
    const nn = await cellOf('common.back', NB + 1);
    expect(document.activeElement).toBe(nn);
    await user.keyboard('{Enter}');
    await user.keyboard(' att{Escape}');
    expect(within(nn).queryByRole('textbox', { name: /^Edit / })).toBeNull();
    expect(document.activeElement).toBe(nn);
    expect((await textOf('shared', 'common.back', 'BRIGHT'))?.nn).toBeUndefined();

    // ArrowLeft and ArrowDown reach the next key's bokmål; typing over it starts a new text; Tab saves and moves on.
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    const nextNb = await cellOf('common.cancel', NB);
    expect(document.activeElement).toBe(nextNb);
    await user.keyboard('Avbryt nå{Tab}');
    await within(nextNb).findByRole('img', { name: 'Saved' }, LOAD);
    expect(await textOf('shared', 'common.cancel', 'BRIGHT')).toEqual({ nb: 'Avbryt nå' });
    expect(document.activeElement).toBe(await cellOf('common.cancel', NB + 1));
  });

  it('narrows the keys by search and pages them 50 at a time', async () => {
    const { grid, user } = await open();
    const total = (await server.db.query<{ n: number }>("SELECT count(DISTINCT key)::int AS n FROM copy WHERE type = 'shared' AND (organisation = 'BRIGHT' OR organisation IS NULL)")).rows[0]!.n;
    expect(total).toBeGreaterThan(100);
    expect(bodyRows(grid)).toHaveLength(50);
    expect(screen.getByText(`Keys 1–50 of ${total}`)).toBeTruthy();
    const first = bodyRows(grid)[0]!.textContent;
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText(`Keys 51–100 of ${total}`, {}, LOAD);
    const second = await screen.findByRole('grid', {}, LOAD);
    expect(bodyRows(second)).toHaveLength(50);
    expect(bodyRows(second)[0]!.textContent).not.toBe(first);

    await user.click(screen.getByRole('searchbox', { name: 'Search keys, notes and texts' }));
    await user.paste('loading.error');
    await screen.findByText('Keys 1–2 of 2', {}, LOAD);
    const found = screen.getByRole('grid');
    expect(bodyRows(found).map((row) => within(row).getAllByRole('gridcell')[0]!.textContent)).toEqual(['loading.error.text', 'loading.error.title']);

    // Search reads the texts too (here a Finnish one), and says so when nothing matches.
    await user.clear(screen.getByRole('searchbox'));
    await user.paste('Yritä päivittää sivu');
    await waitFor(() => expect(bodyRows(screen.getByRole('grid')).map((row) => row.textContent)).toEqual([expect.stringContaining('loading.error.text')]), LOAD);
    await user.paste(' zzz');
    expect(await screen.findByText('No key matches “Yritä päivittää sivu zzz”.', {}, LOAD)).toBeTruthy();
  });

  it('previews an import by row and applies only the valid rows', async () => {
    const { user } = await open();
    await chooseType(user, 'My pages');
    await user.click(screen.getByRole('searchbox', { name: 'Search keys, notes and texts' }));
    await user.paste('faq.contact.');
    await rowOf('faq.contact.email');
    const csv = [
      'key,description,en,sv,nb,nn,fi,de',
      'faq.contact.email,,kundeservice@bright.example,kundeservice@bright.example,kundeservice@bright.example,kundeservice@bright.example,kundeservice@bright.example,kundeservice@bright.example',
      'faq.contact.phone,,+47 22 00 00 00,+47 22 00 00 00,+47 22 00 00 00,+47 22 00 00 00,+47 22 00 00 00,+47 22 00 00 00',
      'faq.contact.chat,,Chat with us,Chatta med oss,Chat med oss,Chat med oss,Keskustele kanssamme,Chatten Sie mit uns',
      'inquiries.saved,,,,Svaret ditt er lagret.,,,',
      'faq.contact.fax,,Fax,Fax,,,,',
    ].join('\r\n');
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import My pages from a CSV file' });
    await user.upload(within(dialog).getByLabelText('Choose a CSV file'), new File([csv], 'bright.csv', { type: 'text/csv' }));

    const group = (name: RegExp) => within(dialog).getByRole('region', { name });
    await within(dialog).findByText('File: bright.csv', {}, LOAD);
    expect(within(group(/^New keys \(1\)/)).getByText('faq.contact.chat')).toBeTruthy();
    const changed = group(/^Changed \(1\)/);
    expect(within(changed).getByText('faq.contact.phone')).toBeTruthy();
    expect(within(changed).getAllByText('+47 21 00 00 00').length).toBeGreaterThan(0);
    const invalid = group(/^Not imported \(2\)/);
    expect(within(invalid).getByText('nb loses {inquirer}, {status} of the current text')).toBeTruthy();
    expect(within(invalid).getByText('No text in nb, nn, fi, de')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /^Unchanged \(1\)/ }));
    expect(within(await waitFor(() => group(/^Unchanged \(1\)/))).getByText('faq.contact.email')).toBeTruthy();
    // Nothing is written before the admin applies.
    expect(await textOf('my-pages', 'faq.contact.chat', 'BRIGHT')).toBeUndefined();

    await user.click(within(dialog).getByRole('button', { name: 'Apply 2 rows' }));
    expect(await within(dialog).findByText('Imported: 1 added, 1 changed, 1 unchanged, 2 not imported.', {}, LOAD)).toBeTruthy();
    expect((await textOf('my-pages', 'faq.contact.phone', 'BRIGHT'))?.nb).toBe('+47 22 00 00 00');
    expect((await textOf('my-pages', 'faq.contact.chat', 'BRIGHT'))?.de).toBe('Chatten Sie mit uns');
    expect(await textOf('my-pages', 'inquiries.saved', 'BRIGHT')).toBeUndefined();
    expect(await textOf('my-pages', 'faq.contact.fax', 'BRIGHT')).toBeUndefined();
    expect((await textOf('my-pages', 'faq.contact.phone', null))).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await rowOf('faq.contact.chat')).toBeTruthy();
  });

  it("adds a key to the platform default as an ADMIN and shows the contract's message at a cell it cannot save", async () => {
    const { user } = await open(['admin@bright.example', 'demo-admin-pass']);
    await chooseType(user, 'Push notifications');
    expect(await screen.findByText('This type has no keys yet.', {}, LOAD)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a key to Push notifications' });
    expect(within(dialog).getByText('It is added to: Platform default (all organisations)')).toBeTruthy();
    await user.click(within(dialog).getByRole('textbox', { name: /^Key/ }));
    await user.paste('push.reminder');
    await user.click(within(dialog).getByRole('textbox', { name: 'English (en)' }));
    await user.paste('Your invoice is due');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const en = await cellOf('push.reminder', 2);
    expect(await textOf('push', 'push.reminder', null)).toEqual({ en: 'Your invoice is due' });

    await user.click(en);
    await user.clear(within(en).getByRole('textbox', { name: /^Edit / }));
    await user.keyboard('{Enter}');
    expect(await within(en).findByText(COPY_VALUES_MESSAGE, {}, LOAD)).toBeTruthy();
    expect(await textOf('push', 'push.reminder', null)).toEqual({ en: 'Your invoice is due' });

    // Deleted after a confirmation.
    await user.click(screen.getByRole('button', { name: 'Delete push.reminder' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await screen.findByText('This type has no keys yet.', {}, LOAD);
    expect(await textOf('push', 'push.reminder', null)).toBeUndefined();
  });

  it("downloads the organisation's CSV through a short-lived link", async () => {
    const { user } = await open();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await chooseType(user, 'My pages');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled(), LOAD);
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    const url = new URL(link.href);
    expect(url.pathname).toBe('/api/v3/copy/my-pages/export');
    expect(url.searchParams.get('organisation')).toBe('BRIGHT');
    const file = await server.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(file.statusCode).toBe(200);
    expect(file.body.split('\r\n')[0]).toBe('key,description,en,sv,nb,nn,fi,de');
    expect(file.body).toContain('faq.contact.email,,kundeservice@bright.example');
  });

  it('lets a support admin read the copy but not change it', async () => {
    const { user } = await open(['support@bright.example', 'demo-support-pass']);
    const nb = await cellOf('common.close', NB);
    expect(screen.getByText(/Your role may read copy text but not change it\./)).toBeTruthy();
    expect(nb.getAttribute('aria-readonly')).toBe('true');
    await user.click(nb);
    await user.keyboard('{Enter}x');
    expect(within(nb).queryByRole('textbox', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add key' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });
});
