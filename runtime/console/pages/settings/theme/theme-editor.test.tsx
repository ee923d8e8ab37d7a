// @vitest-environment jsdom
/**
 * The theme editor as a drafts page holds it (a harness keeps the draft, as the page does), on the
 * demo tenant's theme and checked with the contract's own Theme schema: the preview follows the
 * colours through the portal's variables, graph colour lists keep to 6–12 with the contract's
 * messages, a dark part can be added and previewed, a bad hex shows the contract's message at its
 * field, the server's problems lead to their fields, and a read-only admin can change nothing.
 */
import { Suspense, useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { GRAPH_COLOURS_TOO_FEW, GRAPH_COLOURS_TOO_MANY, HexColour, Theme } from '../../../../../schemas/settings/theme.js';
import { demoTheme } from '../../../../server/seed/demo/theme.js';
import { consoleWords } from '../../../test/console-words.js';
import { ThemeEditor, type ThemeEditorProps } from './index.js';

const words = await consoleWords();

afterEach(cleanup);

/** The contract's message for a colour that is not hex. */
const NOT_HEX = HexColour.safeParse('#12').error!.issues[0]!.message;

let latest: Theme | undefined;

function Harness({ initial, ...rest }: { readonly initial: Theme } & Partial<Omit<ThemeEditorProps, 'value' | 'onChange'>>) {
  const [theme, setTheme] = useState(initial);
  latest = theme;
  return (
    <AdminContext i18nProvider={words}>
      <Suspense fallback={<p>Loading…</p>}>
        <ThemeEditor value={theme} onChange={setTheme} readOnly={false} {...rest} />
      </Suspense>
    </AdminContext>
  );
}

async function renderEditor(initial: Theme, props: Partial<Omit<ThemeEditorProps, 'value' | 'onChange'>> = {}) {
  render(<Harness initial={initial} {...props} />);
  await screen.findByRole('region', { name: 'Theme editor' }, { timeout: 10_000 });
  return userEvent.setup();
}

const lightOnly = (): Theme => ({ light: demoTheme().light });
const preview = () => screen.getByRole('region', { name: 'Preview' }).querySelector<HTMLElement>('[data-portal-preview]')!;
const variable = (name: string) => preview().style.getPropertyValue(name);
const editor = () => screen.getByRole('region', { name: 'Theme editor' });
const section = (name: string) => within(editor()).getByRole('region', { name });
/** The fieldset (a group) named `name` inside `container`. */
const group = (container: HTMLElement, name: string) => within(container).getByRole('group', { name });

describe('the theme editor', () => {
  it('recolours the preview through the portal’s variables as the accent is typed or picked', async () => {
    const user = await renderEditor(lightOnly());
    expect(variable('--color-accent')).toBe('#1f7a8c');
    const base = section('Base colours');
    const accent = within(base).getByLabelText('Accent');
    await user.clear(accent);
    await user.type(accent, '#123456');
    expect(variable('--color-accent')).toBe('#123456');
    expect(latest?.light.accentColor).toBe('#123456');

    fireEvent.change(within(base).getByLabelText('Accent: colour picker'), { target: { value: '#abcdef' } });
    expect(variable('--color-accent')).toBe('#abcdef');
    expect((accent as HTMLInputElement).value).toBe('#abcdef');
    // A valid theme has no problem list.
    expect(screen.queryByRole('group', { name: /The theme has/ })).toBeNull();
  });

  it('refuses to take a graph list below 6 or above 12 colours, with the contract’s messages', async () => {
    const user = await renderEditor(lightOnly());
    await user.click(within(editor()).getByRole('button', { name: 'Graphs' }));
    const cartesian = group(section('Graphs'), 'Cartesian (bars, lines)');
    expect(within(cartesian).getAllByRole('listitem')).toHaveLength(6);
    const remove = within(cartesian).getByRole('button', { name: 'Remove colour 3' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(within(cartesian).getByText(GRAPH_COLOURS_TOO_FEW)).toBeTruthy();
    fireEvent.click(remove);
    expect(latest?.light.components?.graph?.sharedColors.cartesian).toHaveLength(6);

    // Reordered: the preview's first graph colour is the one that was second.
    const second = latest!.light.components!.graph!.sharedColors.cartesian[1];
    await user.click(within(cartesian).getByRole('button', { name: 'Move colour 1 down' }));
    expect(variable('--graph-0')).toBe(second);

    const add = within(cartesian).getByRole('button', { name: 'Add colour' }) as HTMLButtonElement;
    await user.click(add);
    for (let n = 8; n <= 12; n++) fireEvent.click(add);
    expect(within(cartesian).getAllByRole('listitem')).toHaveLength(12);
    expect(add.disabled).toBe(true);
    expect(within(cartesian).getByText(GRAPH_COLOURS_TOO_MANY)).toBeTruthy();
    expect(within(cartesian).queryByText(GRAPH_COLOURS_TOO_FEW)).toBeNull();
    expect(Theme.safeParse(latest).success).toBe(true);
    // Every colour is in the preview's bars.
    expect(variable('--graph-11')).toBe(latest!.light.components!.graph!.sharedColors.cartesian[11]);
    expect(preview().querySelectorAll('[data-graph-colour="11"]').length).toBeGreaterThan(0);

    await user.click(within(cartesian).getByRole('button', { name: 'Remove colour 12' }));
    expect(add.disabled).toBe(false);
    expect(latest?.light.components?.graph?.sharedColors.cartesian).toHaveLength(11);
  });

  it('adds a dark part, then offers a light/dark preview that shows the dark colours', async () => {
    const user = await renderEditor(lightOnly());
    expect(screen.queryByRole('group', { name: 'Colours shown' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Dark' }));
    await user.click(screen.getByRole('button', { name: 'Add dark part' }));
    expect(latest?.dark).toBeDefined();
    expect(Theme.safeParse(latest).success).toBe(true);

    const toggle = screen.getByRole('group', { name: 'Colours shown' });
    expect(within(toggle).getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('true');
    expect(preview().dataset.portalPreview).toBe('dark');
    expect(variable('--color-background')).toBe(latest!.dark!.backgroundColors[0]);
    expect(variable('--color-background')).not.toBe(latest!.light.backgroundColors[0]);

    const accent = within(section('Base colours')).getByLabelText('Accent');
    await user.clear(accent);
    await user.type(accent, '#ff8800');
    expect(variable('--color-accent')).toBe('#ff8800');

    await user.click(within(toggle).getByRole('button', { name: 'Light' }));
    expect(preview().dataset.portalPreview).toBe('light');
    expect(variable('--color-accent')).toBe('#1f7a8c');
  });

  it('shows the contract’s message at a colour that is not hex, and lists it above', async () => {
    const user = await renderEditor(lightOnly());
    const foreground = within(section('Base colours')).getByLabelText('Foreground');
    await user.clear(foreground);
    await user.type(foreground, '#12');
    expect(foreground.getAttribute('aria-invalid')).toBe('true');
    const description = document.getElementById(foreground.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(description?.textContent).toBe(NOT_HEX);
    const summary = screen.getByRole('group', { name: 'The theme has 1 problem:' });
    expect(within(summary).getByRole('button', { name: `Light › Foreground: ${NOT_HEX}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Base colours/ }).textContent).toContain('1 problem');
  });

  it('shows the server’s problems at their fields, and leads to a closed section’s field', async () => {
    const message = 'The menu colour was refused';
    const user = await renderEditor(lightOnly(), { issues: [{ path: ['light', 'components', 'menu', 'backgroundColor'], message }] });
    expect(within(editor()).queryByRole('region', { name: 'Menu' })).toBeNull();
    await user.click(within(screen.getByRole('group', { name: 'The theme has 1 problem:' })).getByRole('button', { name: `Light › Menu › Background: ${message}` }));
    // The section is named with its count of problems.
    const menu = await within(editor()).findByRole('region', { name: 'Menu 1 problem' });
    const field = within(menu).getByLabelText('Background');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(menu).getByText(message)).toBeTruthy();
  });

  it('lets a read-only admin look but change nothing', async () => {
    const user = await renderEditor(lightOnly(), { readOnly: true });
    expect(screen.getByText('Read only: your role may not change the theme.')).toBeTruthy();
    await user.click(within(editor()).getByRole('button', { name: 'Buttons' }));
    const inputs = editor().querySelectorAll<HTMLInputElement>('input');
    expect(inputs.length).toBeGreaterThan(10);
    for (const input of inputs) expect(input.disabled).toBe(true);
    for (const name of [/^Remove Buttons$/, /^Remove colour/, /^Add colour$/]) {
      for (const button of within(editor()).queryAllByRole('button', { name }) as HTMLButtonElement[]) expect(button.disabled).toBe(true);
    }
    expect((within(editor()).getByRole('button', { name: 'Remove Buttons' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Dark' }));
    expect((screen.getByRole('button', { name: 'Add dark part' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
