// @vitest-environment jsdom
/**
 * The console's forms and dates in the chosen language, against the real server (issue 6 §1): in
 * Norwegian, a generic create form titles its nested fields, words RJSF's buttons and says the
 * validator's messages in Norwegian; the feature flags editor (an RJSF form of the generated schema)
 * titles its flags' fields, words their types and its add button in Norwegian; the modules editor
 * names module types and a variant in Norwegian; in German, a generic list writes its dates the
 * German way.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resourcesByName } from '../../../generated/resources.gen.js';
import { testApp, type TestApp } from '../../server/test/harness.js';
import type { ConsoleLocale } from '../i18n/console-messages.js';
import { KindPage } from '../pages/settings/kind-page.js';
import { signedInConsole } from '../test/console-session.js';
import { consoleWords } from '../test/console-words.js';
import { GenericCreate } from './generic-form.js';
import { GenericList } from './generic-list.js';

let server: TestApp;
let session: Awaited<ReturnType<typeof signedInConsole>>;
/** How long a screen may take to show the server's answer: the first render is slow on a loaded 2-core machine. */
const LOADING = { timeout: 20_000 };

beforeAll(async () => {
  server = await testApp();
  session = await signedInConsole(server, 'orgadmin@bright.example', 'demo-orgadmin-pass');
});
afterEach(cleanup);
afterAll(() => server.close());

async function renderIn(locale: ConsoleLocale, element: ReactElement) {
  const words = await consoleWords(locale);
  window.history.replaceState(null, '', '/');
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={session.dataProvider} authProvider={session.authProvider} i18nProvider={words} store={memoryStore()}>
        {element}
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('in Norwegian (bokmål)', { timeout: 60_000 }, () => {
  it("a generic create form titles its nested fields, words RJSF's buttons and the validator's messages", async () => {
    await renderIn('nb', <GenericCreate descriptor={resourcesByName['inbox-items']!} />);
    // recipients.accountIds and recipients.allUsers: fields of a nested object.
    expect(await screen.findByRole('heading', { name: 'Kontoer' }, LOADING)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Alle brukere i organisasjonen' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Legg til element' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Add Item' })).toBeNull();

    // Saving the empty form: JSON Schema's required fields, said in Norwegian at each field.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'Lagre' }));
    expect((await screen.findAllByText('Påkrevd', {}, LOADING)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/must have required property/)).toBeNull();
  });

  it("the feature flags editor titles its flags' fields, words their types and its add button", async () => {
    await renderIn(
      'nb',
      <Routes>
        <Route path="*" element={<KindPage kind="featureFlags" saveDelayMs={50} />} />
      </Routes>,
    );
    const keys = await screen.findAllByRole('textbox', { name: 'Nøkkel' }, LOADING);
    expect(keys.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { name: 'Funksjonsflagg' }).length).toBe(keys.length);
    expect(screen.getByRole('button', { name: 'Legg til element' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Key' })).toBeNull();
    // Each flag's type select shows its value's words: the demo has product flags and a release flag.
    expect(screen.getAllByText('Produkt').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Utgivelse').length).toBeGreaterThan(0);
    expect(screen.queryByText('product')).toBeNull();
  });

  it('the modules editor names module types and a module variant', async () => {
    await renderIn(
      'nb',
      <Routes>
        <Route path="*" element={<KindPage kind="modules" saveDelayMs={50} />} />
      </Routes>,
    );
    // The home page's first module is the demo's shortcuts: listed with its type, its variant shown in its form.
    expect((await screen.findAllByText(/^Snarveier · /, {}, LOADING)).length).toBeGreaterThan(0);
    expect(screen.getByText('Lite listekort')).toBeTruthy();
    expect(screen.queryByText('smallListCard')).toBeNull();
    // The type a new module gets: the first of the add select's types.
    expect(screen.getByRole('combobox', { name: /Modultype/ }).textContent).toBe('Nyheter');
  });
});

describe('in Norwegian (bokmål), a generic list', { timeout: 60_000 }, () => {
  it("words an enum column's values: an inbox item's type and author", async () => {
    const body = { title: 'Planlagt vedlikehold', body: 'Portalen er nede søndag natt.', type: 'WARNING', createdBy: 'SYSTEM', navigationParams: { type: 'HOME' }, recipients: { allUsers: true } };
    await session.dataProvider.create('inbox-items', { data: body });
    await renderIn('nb', <GenericList descriptor={resourcesByName['inbox-items']!} />);
    const row = (await screen.findByText('Planlagt vedlikehold', {}, LOADING)).closest('tr')!;
    expect(within(row).getByText('Advarsel')).toBeTruthy();
    expect(within(row).queryByText('WARNING')).toBeNull();
  });
});

describe('in German', { timeout: 60_000 }, () => {
  it('a generic list writes its dates the German way', async () => {
    // The admins' own date column (last sign-in) is empty on a fresh server: their creation shows as a column too.
    const admins = resourcesByName.admins!;
    const listed = await session.dataProvider.getList('admins', { pagination: { page: 1, perPage: 100 }, sort: { field: 'email', order: 'ASC' }, filter: {} });
    const created = listed.data.find((admin) => admin.email === 'orgadmin@bright.example')!.createdAt as Date;
    await renderIn('de', <GenericList descriptor={{ ...admins, listColumns: [...admins.listColumns, 'createdAt'] }} />);
    const row = (await screen.findByText('orgadmin@bright.example', {}, LOADING)).closest('tr')!;
    const german = created.toLocaleString('de');
    // Day.month.year, 24-hour clock: not how English (the browser's language here) writes it.
    expect(german).not.toBe(created.toLocaleString('en'));
    expect(within(row).getByText(german)).toBeTruthy();
  });
});
