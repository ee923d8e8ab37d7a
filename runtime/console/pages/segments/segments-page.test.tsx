// @vitest-environment jsdom
/**
 * The Segments page against the real server on the seeded demo tenant (seven customers; see
 * runtime/server/routes/segments.test.ts for who is who): a marketing admin builds a rule set and the
 * count beside it follows the server's number as rules are added, changed and matched with OR; a
 * number left empty shows the contract's own message.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEGMENT_VALUE_MESSAGE } from '../../../../schemas/settings/segments.js';
import { testApp, type TestApp } from '../../../server/test/harness.js';
import { signedInConsole } from '../../test/console-session.js';
import { consoleWords } from '../../test/console-words.js';
import { SegmentsPage } from './segments-page.js';

const words = await consoleWords();

let server: TestApp;
let providers: Pick<Awaited<ReturnType<typeof signedInConsole>>, 'dataProvider' | 'authProvider'>;

beforeAll(async () => {
  server = await testApp();
  const { dataProvider, authProvider } = await signedInConsole(server, 'marketing@bright.example', 'demo-marketing-pass');
  providers = { dataProvider, authProvider };
});
afterEach(cleanup);
afterAll(() => server.close());

function renderPage() {
  window.history.replaceState(null, '', '/');
  render(
    <AdminContext {...providers} i18nProvider={words}>
      <SegmentsPage countDelayMs={20} />
    </AdminContext>,
  );
}

const status = () => within(screen.getByRole('complementary', { name: 'Matching customers' })).getByRole('status');
/** Waits until the count reads `text` and no count is under way. */
async function countReads(text: string) {
  await within(status()).findByText(text, {}, { timeout: 5000 });
  expect(status().getAttribute('aria-busy')).toBe('false');
}

/** Picks `option` in the select labelled `label` inside rule `n`. */
async function choose(user: ReturnType<typeof userEvent.setup>, n: number, label: string, option: string) {
  const rule = screen.getByRole('group', { name: `Rule ${n}` });
  await user.click(within(rule).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the Segments page', () => {
  it('counts every customer with no rules, then follows the server as rules are added', async () => {
    renderPage();
    const user = userEvent.setup();
    await countReads('7 of 7 customers match');
    expect(screen.getByText('No rules: every customer is targeted.')).toBeTruthy();

    // Added from the keyboard: the first rule name, "Has load tariffs", is Yes.
    screen.getByRole('button', { name: 'Add rule' }).focus();
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('group', { name: 'Rule 1' })).getByRole('combobox', { name: 'Rule name' }).textContent).toBe('Has load tariffs');
    await countReads('4 of 7 customers match');

    // Price zones offers only the list operators, and the zones as choices.
    await choose(user, 1, 'Rule name', 'Price zones');
    await user.click(within(screen.getByRole('group', { name: 'Rule 1' })).getByRole('combobox', { name: 'Operator' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['includes any of', 'includes none of']);
    await user.keyboard('{Escape}');
    await countReads('0 of 7 customers match');
    await user.click(within(screen.getByRole('group', { name: 'Rule 1' })).getByRole('combobox', { name: 'Value' }));
    await user.click(await screen.findByRole('option', { name: 'NO1' }));
    await user.click(await screen.findByRole('option', { name: 'NO5' }));
    await user.keyboard('{Escape}');
    await countReads('3 of 7 customers match');

    // AND another rule: Ola is a guest on Kari's account, so he drops out.
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await choose(user, 2, 'Rule name', 'Is account owner');
    await countReads('2 of 7 customers match');

    // OR: every owner, and Ola through Kari's NO1 flat.
    await user.click(screen.getByRole('radio', { name: 'Any rule (OR)' }));
    await countReads('7 of 7 customers match');

    // Removing the owner rule leaves the zones alone.
    await user.click(screen.getByRole('button', { name: 'Remove rule 2' }));
    await countReads('3 of 7 customers match');
    expect(screen.queryByRole('group', { name: 'Rule 2' })).toBeNull();
  });

  it("shows the contract's message when a number is left empty, and counts again once it is filled", async () => {
    renderPage();
    const user = userEvent.setup();
    await countReads('7 of 7 customers match');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await choose(user, 1, 'Rule name', 'Number of cars');
    await choose(user, 1, 'Operator', 'at least');
    const value = within(screen.getByRole('group', { name: 'Rule 1' })).getByRole('spinbutton', { name: 'Value' });
    await user.clear(value);
    await within(status()).findByText(`The rule set cannot be counted: ${SEGMENT_VALUE_MESSAGE}`, {}, { timeout: 5000 });
    expect(value.getAttribute('aria-invalid')).toBe('true');
    await user.type(value, '1');
    // Kari and Ola (one electric car), Ingrid (two cars).
    await countReads('3 of 7 customers match');
  });
});
