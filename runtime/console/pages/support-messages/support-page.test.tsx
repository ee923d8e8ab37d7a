// @vitest-environment jsdom
/**
 * The Support messages page against the real server on the seeded demo tenant (the messaging page
 * flag is on): customer service sees a customer's feedback, opens the conversation with them and
 * answers, and the customer reads the answer through the API; opening Kari's seeded thread marks
 * her last message read.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSupportFeedback, listSupportMessages } from '../../../../generated/client/support.gen.js';
import { stableId } from '../../../server/ids.js';
import { testApp, type TestApp } from '../../../server/test/harness.js';
import { signedInConsole, TEST_ORGANISATION } from '../../test/console-session.js';
import { PageGate } from '../page-gate.js';
import { consoleWords } from '../../test/console-words.js';
import { SupportPage } from './support-page.js';

const words = await consoleWords();

let server: TestApp;

beforeAll(async () => {
  server = await testApp();
});
afterEach(cleanup);
afterAll(() => server.close());

const INGRID = stableId(`${TEST_ORGANISATION}:user:ingrid`);
const KARI_ACCOUNT = stableId(`${TEST_ORGANISATION}:account:kari`);

async function open(path: string) {
  const session = await signedInConsole(server, 'orgsupport@bright.example', 'demo-orgsupport-pass');
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={session.dataProvider} authProvider={session.authProvider} i18nProvider={words}>
        <Routes>
          <Route path="/support-messages/*" element={<PageGate name="support-messages"><SupportPage /></PageGate>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the Support messages page', () => {
  it("lists a customer's feedback, opens the conversation and answers it", async () => {
    const ingrid = server.client(await server.asCustomer(INGRID));
    await createSupportFeedback(ingrid, { body: { text: 'The new cabin is missing in the app.' } });
    await open('/support-messages');
    const user = userEvent.setup();
    const feedback = await screen.findByRole('region', { name: 'Feedback' }, { timeout: 10_000 });
    expect(await within(feedback).findByText('The new cabin is missing in the app.', {}, { timeout: 5000 })).toBeTruthy();
    await user.click(within(feedback).getByRole('link', { name: 'Open the conversation with Ingrid Haugland-Vik · 100002' }));

    expect(await screen.findByRole('heading', { name: 'Conversation with Ingrid Haugland-Vik · 100002' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('No support messages yet')).toBeTruthy();
    const answer = screen.getByRole('form', { name: 'Answer' });
    await user.click(within(answer).getByRole('textbox', { name: 'Answer' }));
    await user.paste('Hei Ingrid! The cabin shows once the move is done.');
    await user.click(within(answer).getByRole('button', { name: 'Send answer' }));
    const thread = await screen.findByRole('list', { name: 'Conversation with Ingrid Haugland-Vik · 100002' }, { timeout: 5000 });
    expect(within(thread).getByText('Hei Ingrid! The cabin shows once the move is done.')).toBeTruthy();

    const seen = (await listSupportMessages(ingrid, {})).data;
    expect(seen.map((m) => [m.from, m.text])).toEqual([['staff', 'Hei Ingrid! The cabin shows once the move is done.']]);
  }, 60_000);

  it("shows a seeded thread oldest first and marks the customer's messages read", async () => {
    await open(`/support-messages/${KARI_ACCOUNT}`);
    const thread = await screen.findByRole('list', { name: 'Conversation with Kari Nordmann · 100001' }, { timeout: 10_000 });
    const items = within(thread).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Den siste fakturaen ble mye høyere enn vanlig');
    expect(items[1]!.textContent).toContain('Customer service');
    expect(items[2]!.textContent).toContain('Takk for raskt svar!');
    expect(within(thread).queryByText(/Not read yet/)).toBeNull();
  }, 60_000);
});
