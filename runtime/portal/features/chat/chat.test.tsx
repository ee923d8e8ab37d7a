// @vitest-environment jsdom
/**
 * The help chat on the real server as kari sees it (portal §1 chat widget, §2 sign-out, §4 language
 * switch): the launcher for a signed-in customer of a tenant with a vendor, her support thread, sending
 * (stored, or failed with a retry), the unread badge and read marks, feedback, keyboard use, sign-out,
 * the language switch, and the built-in chat when an external vendor cannot start.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '../../test/axe.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSupportMessage } from '../../../../generated/client/support.gen.js';
import { catalogueError } from '../../../client/index.js';
import { switchLanguage, type Portal } from '../../app/start.js';
import { chatWidget } from '../../components/chat-widget.js';
import { rememberWelcomed } from '../../components/welcome-popup.js';
import { portalTest, type PortalTest } from '../../test/harness.js';
import { ChatMount } from './chat-mount.js';

let t: PortalTest;
beforeAll(async () => {
  t = await portalTest();
}, 600_000);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
afterAll(async () => t?.close());

/** The chat is a lazy chunk: its first import is transformed on demand, which takes a while on a busy machine. */
const LAZY = { timeout: 15_000 };

const accountOf = (portal: Portal) => portal.session.getSnapshot().user!._id;

async function startKari(config: Partial<Portal['tenant']['config']> = {}): Promise<Portal> {
  const portal = await t.start({ as: 'kari', language: 'nn' });
  return { ...portal, tenant: { ...portal.tenant, config: { ...portal.tenant.config, ...config } } };
}

async function showChat(portal: Portal): Promise<HTMLElement> {
  await act(async () => {
    t.renderIn(portal, <ChatMount />);
  });
  return screen.findByRole('button', { name: /^Opne chatten/ }, LAZY);
}

async function openChat(portal: Portal) {
  const user = userEvent.setup();
  const launcher = await showChat(portal);
  await user.click(launcher);
  const panel = await screen.findByRole('dialog', { name: 'Chat med oss' });
  await within(panel).findByText('Takk for raskt svar! Da forstår jeg.');
  return { user, launcher, panel };
}

/** The stored support messages of an account with this text (the test clock stands still, so created_at cannot order them). */
async function stored(accountId: string, text: string) {
  const rows = await t.server.db.query<{ sender: string; user_id: string | null }>('SELECT sender, user_id FROM support_messages WHERE account_id = $1 AND text = $2', [accountId, text]);
  return rows.rows;
}

describe('chat: the launcher', () => {
  it('shows in the shell for a signed-in customer when the tenant names a vendor', async () => {
    const portal = await startKari();
    rememberWelcomed(accountOf(portal));
    await t.renderAt('/faq', { portal });
    const launcher = await screen.findByRole('button', { name: /^Opne chatten/ }, LAZY);
    expect(launcher.getAttribute('aria-haspopup')).toBe('dialog');
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
  });

  it('is not there without a vendor, nor for a visitor who is not signed in', async () => {
    const portal = await startKari({ chatWidgetVendor: undefined });
    await act(async () => {
      t.renderIn(portal, <ChatMount />);
    });
    expect(screen.queryByTestId('chat-launcher')).toBeNull();
    cleanup();
    const visitor = await t.start({ language: 'nn' });
    await act(async () => {
      t.renderIn(visitor, <ChatMount />);
    });
    expect(screen.queryByTestId('chat-launcher')).toBeNull();
  });

  it('shows the built-in chat when an external vendor cannot start, and only logs why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const portal = await startKari({ chatWidgetVendor: 'intercom', chatWidgetScriptUrl: undefined });
    await showChat(portal);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("'intercom' could not be started"), expect.any(Error));
  });
});

describe('chat: the conversation', () => {
  it('opens kari\'s support thread with the greeting, who wrote what and when', async () => {
    const { panel, launcher } = await openChat(await startKari());
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByText('Hei! Kva kan vi hjelpe deg med i dag?')).toBeTruthy();
    expect(within(panel).getByText(/Den siste fakturaen ble mye høyere/)).toBeTruthy();
    const staff = within(panel).getByText(/Vi har sjekket målerverdiene/).closest('li')!;
    expect(staff.className).toContain('chat-message--staff');
    expect(within(staff).getByText(/Kundeservice/)).toBeTruthy();
    // Older than today: date and time in Nynorsk, Oslo time.
    expect(staff.querySelector('time')?.textContent).toMatch(/^\d{2}\.\d{2}\.2026 \d{2}:\d{2}$/);
  });

  it('sends with Enter (Shift+Enter is a new line), shows the message and stores it from kari', async () => {
    const portal = await startKari();
    const { user, panel } = await openChat(portal);
    const box = within(panel).getByRole('textbox', { name: 'Meldinga di' });
    expect(document.activeElement).toBe(box);
    await user.type(box, 'Når kjem{Shift>}{Enter}{/Shift}neste faktura?');
    expect((box as HTMLTextAreaElement).value).toBe('Når kjem\nneste faktura?');
    await user.keyboard('{Enter}');
    expect(await within(panel).findByText((_, node) => node?.textContent === 'Når kjem\nneste faktura?' && node.tagName === 'P')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(within(panel).queryByTestId('chat-outgoing')).toBeNull());
    expect(await stored(accountOf(portal), 'Når kjem\nneste faktura?')).toEqual([{ sender: 'customer', user_id: portal.session.getSnapshot().user!.userId }]);
  });

  it('shows chat.sendFailed with a retry when a send fails, and the retry sends it', async () => {
    const portal = await startKari();
    const client = portal.api.client;
    const real = client.call.bind(client);
    let failures = 1;
    vi.spyOn(client, 'call').mockImplementation((operation, endpoint, input, options) => {
      if (operation === 'createSupportMessage' && failures-- > 0) return Promise.reject(catalogueError('couldNotConnectToServer'));
      return real(operation, endpoint, input, options);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, panel } = await openChat(portal);
    await user.type(within(panel).getByRole('textbox', { name: 'Meldinga di' }), 'Er straumen borte?{Enter}');
    const failed = await within(panel).findByRole('alert');
    expect(failed.textContent).toContain('Meldinga kunne ikkje sendast. Prøv igjen.');
    expect(await stored(accountOf(portal), 'Er straumen borte?')).toHaveLength(0);
    await user.click(within(failed).getByRole('button', { name: 'Prøv igjen' }));
    await waitFor(() => expect(within(panel).queryByTestId('chat-outgoing')).toBeNull());
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(within(panel).getByText('Er straumen borte?')).toBeTruthy();
    expect(await stored(accountOf(portal), 'Er straumen borte?')).toHaveLength(1);
  });

  it('badges unread staff messages, marks them read on opening, and announces one arriving', async () => {
    const portal = await startKari();
    const accountId = accountOf(portal);
    const staff = t.server.client(await t.server.asStaff('ORG_SUPPORT'));
    await createSupportMessage(staff, { query: { accountId }, body: { text: 'Vi har sendt deg en ny avtale.' } });
    const user = userEvent.setup();
    const launcher = await showChat(portal);
    expect((await screen.findByTestId('chat-unread')).textContent).toBe('1');
    await waitFor(() => expect(launcher.textContent).toContain('Opne chatten, 1 ulesne'));
    await user.click(launcher);
    const panel = await screen.findByRole('dialog');
    await within(panel).findByText('Vi har sendt deg en ny avtale.');
    await waitFor(async () => {
      const unread = await t.server.db.query("SELECT 1 FROM support_messages WHERE account_id = $1 AND sender = 'staff' AND read_at IS NULL", [accountId]);
      expect(unread.rowCount).toBe(0);
    });
    await waitFor(() => expect(screen.queryByTestId('chat-unread')).toBeNull());

    await user.click(within(panel).getByRole('button', { name: 'Lukk chatten' }));
    await createSupportMessage(staff, { query: { accountId }, body: { text: 'Hugs å signere avtalen.' } });
    await user.click(launcher);
    await within(await screen.findByRole('dialog')).findByText('Hugs å signere avtalen.');
    expect(screen.getByTestId('chat-announcement').textContent).toBe('Ny melding frå kundeservice');
  });

  it('asks for feedback after the conversation, stores it and thanks', async () => {
    const portal = await startKari();
    const { user, panel } = await openChat(portal);
    const box = await within(panel).findByRole('textbox', { name: 'Korleis var samtalen?' });
    await user.type(box, 'Raskt og greitt svar.');
    await user.click(within(panel).getByRole('button', { name: 'Send tilbakemelding' }));
    expect(await within(panel).findByText('Takk for tilbakemeldinga!')).toBeTruthy();
    const stored = await t.server.db.query<{ text: string }>('SELECT text FROM support_feedback WHERE account_id = $1', [accountOf(portal)]);
    expect(stored.rows.map((r) => r.text)).toContain('Raskt og greitt svar.');
  });
});

describe('chat: keyboard, sign-out, language', () => {
  it('keeps Tab inside the panel, closes on Escape and gives focus back to the launcher', async () => {
    const { user, launcher, panel } = await openChat(await startKari());
    const box = within(panel).getByRole('textbox', { name: 'Meldinga di' });
    expect(document.activeElement).toBe(box);
    // The send button is disabled while the box is empty: from the box Tab wraps to the panel's first control.
    await user.tab();
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Lukk chatten' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(box);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher);
  });

  it('closes and forgets the conversation on chatWidget.signOut() (the shell\'s sign-out)', async () => {
    const portal = await startKari();
    const { user, launcher } = await openChat(portal);
    const reads = vi.spyOn(portal.api.client, 'call');
    act(() => chatWidget.signOut());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    // Forgotten: opening again reads the thread anew and shows it from the start.
    await user.click(launcher);
    await within(await screen.findByRole('dialog')).findByText('Takk for raskt svar! Da forstår jeg.');
    expect(reads.mock.calls.some(([operation]) => operation === 'getChatThread')).toBe(true);
  });

  it('follows the language switch (app/start.ts switchLanguage → chatWidget.setLanguage)', async () => {
    const portal = await startKari();
    const { panel } = await openChat(portal);
    await act(async () => {
      await switchLanguage(portal, 'nb');
    });
    expect(within(panel).getByText('Hei! Hva kan vi hjelpe deg med i dag?')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Åpne chatten/ })).toBeTruthy();
    expect(within(panel).getByRole('textbox', { name: 'Din melding' })).toBeTruthy();
  });

  it('has no serious or critical accessibility violations with the panel open', async () => {
    await openChat(await startKari());
    expect(await seriousViolations(document.body)).toEqual([]);
  });
});
