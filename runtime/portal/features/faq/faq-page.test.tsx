// @vitest-environment jsdom
/**
 * portal §2 FAQ on the real server and the demo copy: the contact block's links, the topics and
 * questions that expand and collapse (with the keyboard too), and a copy without questions.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '../../test/axe.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { portalTest, type PortalTest } from '../../test/harness.js';

let t: PortalTest;
beforeAll(async () => {
  t = await portalTest();
  // The page's chunk, loaded once here so the first test does not wait for it.
  await import('./faq-page.js');
});
afterEach(cleanup);
afterAll(async () => t?.close());

/** The page's level-2 headings (the welcome popup, a dialog over the page, has its own). */
/** Whether an element is shown: not inside a collapsed (hidden) region. */
const shown = (element: Element) => element.closest('[hidden]') === null;

const pageHeadings = () => screen.getAllByRole('heading', { level: 2 }).filter((h) => !h.closest('dialog')).map((h) => h.textContent);

describe('the FAQ page', () => {
  it('shows the contact block: e-mail and phone links, opening hours, the accessibility statement and extra info', async () => {
    await t.renderAt('/faq', { as: 'kari', language: 'nb' });
    const contact = await screen.findByTestId('faq-contact');
    expect(within(contact).getByRole('heading', { level: 2, name: 'Kontakt oss' })).toBeTruthy();
    expect(within(contact).getByRole('link', { name: 'kundeservice@bright.example' }).getAttribute('href')).toBe('mailto:kundeservice@bright.example');
    expect(within(contact).getByRole('link', { name: '+47 21 00 00 00' }).getAttribute('href')).toBe('tel:+4721000000');
    expect(within(contact).getByText('Hverdager kl. 08.00–16.00')).toBeTruthy();
    expect(within(contact).getByRole('link', { name: 'Tilgjengelighetserklæring' }).getAttribute('href')).toBe(
      'https://www.ampere.example/nb/tilgjengelighet?organisation=BRIGHT',
    );
    expect(within(contact).getByText('Ved strømbrudd kan du ringe vakttelefonen vår hele døgnet.')).toBeTruthy();
  });

  it('lists the topics closed, and opens and closes a topic and its questions', async () => {
    const { container } = await t.renderAt('/faq', { as: 'kari', language: 'nb' });
    const user = userEvent.setup();
    await screen.findByTestId('faq-contact');
    expect(pageHeadings()).toEqual(['Kontakt oss', 'Fakturaer', 'Avtaler', 'Appen', 'Andre spørsmål', 'Miljø']);
    const invoices = screen.getByRole('button', { name: 'Fakturaer' });
    expect(invoices.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Hvorfor er fakturaen min høyere enn vanlig?' })).toBeNull();

    await user.click(invoices);
    expect(invoices.getAttribute('aria-expanded')).toBe('true');
    const question = screen.getByRole('button', { name: 'Hvorfor er fakturaen min høyere enn vanlig?' });
    expect(screen.getByRole('button', { name: 'Når forfaller fakturaen?' })).toBeTruthy();
    expect(question.getAttribute('aria-expanded')).toBe('false');
    const answer = screen.getByText(/^Beløpet avhenger av hvor mye du har brukt/);
    expect(shown(answer)).toBe(false);

    await user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(shown(answer)).toBe(true);
    expect(document.getElementById(question.getAttribute('aria-controls')!)?.contains(answer)).toBe(true);

    expect(await seriousViolations(container)).toEqual([]);

    await user.click(question);
    expect(shown(answer)).toBe(false);
    await user.click(invoices);
    expect(invoices.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Hvorfor er fakturaen min høyere enn vanlig?' })).toBeNull();
  });

  it('opens a topic and a question with the keyboard', async () => {
    await t.renderAt('/faq', { as: 'kari', language: 'nb' });
    const user = userEvent.setup();
    const topic = await screen.findByRole('button', { name: 'Miljø' });
    act(() => topic.focus());
    await user.keyboard('{Enter}');
    expect(topic.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    const question = screen.getByRole('button', { name: 'Hvor kommer strømmen min fra?' });
    expect(document.activeElement).toBe(question);
    const answer = screen.getByText(/^Nesten all norsk strøm produseres av vannkraft/);
    expect(shown(answer)).toBe(false);
    await user.keyboard(' ');
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(shown(answer)).toBe(true);
  });

  it('shows the contact block alone when the copy holds no question', async () => {
    const portal = await t.start({ as: 'kari', language: 'nb' });
    const bundle = portal.i18n.getResourceBundle('nb', 'translation') as Record<string, string>;
    const questionsLess = Object.fromEntries(Object.entries(bundle).filter(([key]) => !/^faq\.[a-z]+\.[qa]\d+$/.test(key)));
    portal.i18n.removeResourceBundle('nb', 'translation');
    portal.i18n.addResourceBundle('nb', 'translation', questionsLess);
    await t.renderAt('/faq', { portal });
    expect(await screen.findByTestId('faq-contact')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fakturaer' })).toBeNull();
    expect(pageHeadings()).toEqual(['Kontakt oss']);
  });

  it('is not there when the tenant switches the FAQ off', async () => {
    await t.publishTenant({ hideFaq: true });
    await t.renderAt('/faq', { as: 'kari', language: 'nb' });
    expect(await screen.findByTestId('page-not-found')).toBeTruthy();
    expect(screen.queryByTestId('faq-contact')).toBeNull();
  });
});
