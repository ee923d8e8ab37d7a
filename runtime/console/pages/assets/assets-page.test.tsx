// @vitest-environment jsdom
/**
 * The assets page against the real server: an organisation admin uploads a file into a folder with
 * the file picker, copies its public address, replaces it and deletes it after a confirmation; files
 * dropped on the page go the same way; a wrong type or a file over 5 MB is refused before anything is
 * sent, and a 3 MB image goes up whole; folders filter the grid; a delete the server refuses says
 * why and leaves the confirmation open; a read-only admin sees the assets without the means to
 * change them.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deleteAsset, putAsset } from '../../../../generated/client/messaging.gen.js';
import { testApp, type TestApp } from '../../../server/test/harness.js';
import { ConsoleApp } from '../../app.js';
import { signedInConsole } from '../../test/console-session.js';

let server: TestApp;

beforeAll(async () => {
  server = await testApp();
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
afterAll(() => server.close());

const ORG_ADMIN = ['orgadmin@bright.example', 'demo-orgadmin-pass'] as const;
/** The first render loads react-admin, MUI and the page's chunk cold; a shared 2-CPU machine is slow at it. */
const WAIT = { timeout: 30_000 };
const LONG = 120_000;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

async function open([email, password]: readonly [string, string] = ORG_ADMIN) {
  const session = await signedInConsole(server, email, password);
  window.history.replaceState(null, '', '/assets');
  render(<ConsoleApp dataProvider={session.dataProvider} authProvider={session.authProvider} basename="" />);
  // Hidden file inputs are what the picker buttons click.
  return userEvent.setup({ pointerEventsCheck: 0 });
}

const stored = async (name: string) =>
  (await server.db.query<{ size: number; content_type: string }>("SELECT size, content_type FROM assets WHERE organisation = 'BRIGHT' AND name = $1", [name])).rows[0];

const dialog = () => screen.getByRole('dialog');

describe('the assets page', () => {
  it('uploads a file into the folder the filter names, copies its address, replaces and deletes it', async () => {
    const user = await open();
    expect(await screen.findByText('No assets yet.', {}, WAIT)).toBeTruthy();
    await user.type(screen.getByLabelText('Folder or name starts with'), 'home/');
    await user.upload(screen.getByLabelText('Choose files to upload'), new File([PNG], 'Banner 1.png', { type: 'image/png' }));
    expect((within(dialog()).getByLabelText('Name') as HTMLInputElement).value).toBe('home/Banner-1.png');
    await user.click(within(dialog()).getByRole('button', { name: 'Upload' }));

    const card = await screen.findByRole('listitem', { name: 'home/Banner-1.png' }, WAIT);
    expect(within(card).getByRole('img', { name: 'home/Banner-1.png' }).getAttribute('src')).toBe('https://ampere.test/assets/BRIGHT/home/Banner-1.png');
    expect(within(card).getByText(/image\/png · 16 B/)).toBeTruthy();
    expect(await stored('home/Banner-1.png')).toEqual({ size: 16, content_type: 'image/png' });

    await user.click(within(card).getByRole('button', { name: 'Copy the address of home/Banner-1.png' }));
    expect(await navigator.clipboard.readText()).toBe('https://ampere.test/assets/BRIGHT/home/Banner-1.png');
    expect(await screen.findByText('Address copied: https://ampere.test/assets/BRIGHT/home/Banner-1.png', {}, WAIT)).toBeTruthy();

    await user.upload(within(card).getByLabelText('File to replace home/Banner-1.png with'), new File([PNG, PNG], 'new banner.png', { type: 'image/png' }));
    expect(within(dialog()).getByRole('heading', { name: 'Replace home/Banner-1.png' })).toBeTruthy();
    expect(within(dialog()).getByText('home/Banner-1.png exists: uploading replaces it at the same address.')).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Upload' }));
    await waitFor(async () => expect((await stored('home/Banner-1.png'))?.size).toBe(32), WAIT);
    // The grid is read again: ask for the card anew each time, not the one shown before.
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'home/Banner-1.png' })).getByText(/32 B/)).toBeTruthy(), WAIT);

    await user.click(within(screen.getByRole('listitem', { name: 'home/Banner-1.png' })).getByRole('button', { name: 'Delete home/Banner-1.png' }));
    expect(within(dialog()).getByRole('heading', { name: 'Delete home/Banner-1.png?' })).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Delete asset' }));
    await waitFor(async () => expect(await stored('home/Banner-1.png')).toBeUndefined(), WAIT);
    // (While the dialog is open the page behind it is hidden from the accessibility tree: wait for the grid itself.)
    expect(await screen.findByText('No asset starts with home/.', {}, WAIT)).toBeTruthy();
    // The confirmation closes with a fade.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('listitem', { name: 'home/Banner-1.png' })).toBeNull();
  }, LONG);

  it('refuses a wrong type and a file over 5 MB before sending, and takes a 3 MB image whole', async () => {
    const user = await open();
    await screen.findByText('Drop files here to upload them (PNG, JPEG, SVG, WEBP, GIF, PDF, JSON, at most 5 MB each)', {}, WAIT);
    // Dropped, as the picker offers only the accepted types.
    fireEvent.drop(screen.getByTestId('asset-drop-zone'), {
      dataTransfer: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' }), new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' })] },
    });
    expect(within(dialog()).getByText('notes.txt: only PNG, JPEG, SVG, WebP, GIF, PDF and JSON files can be assets.')).toBeTruthy();
    expect(within(dialog()).getByText('huge.png is 6 MB; an asset is at most 5 MB.')).toBeTruthy();
    expect((within(dialog()).getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));

    // Within the limit: a 3 MB image goes up whole (its JSON body, 4 MB of base64, is within the
    // upload's own body limit, schemas/endpoints/messaging.ts putAsset).
    await user.upload(screen.getByLabelText('Choose files to upload'), new File([new Uint8Array(3 * 1024 * 1024)], 'photo.png', { type: 'image/png' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Upload' }));
    await screen.findByRole('listitem', { name: 'photo.png' }, WAIT);
    expect((await server.db.query("SELECT octet_length(content)::int AS n FROM assets WHERE organisation = 'BRIGHT' AND name = 'photo.png'")).rows[0]).toEqual({ n: 3 * 1024 * 1024 });
  }, LONG);

  it('uploads files dropped on the page, and filters the grid by folder', async () => {
    const admin = server.client(await server.asStaff('ORG_ADMIN', 'BRIGHT'));
    await putAsset(admin, { body: { organisation: 'BRIGHT', name: 'icons/leaf.svg', contentType: 'image/svg+xml', content: btoa('<svg xmlns="http://www.w3.org/2000/svg"/>') } });
    const user = await open();
    await screen.findByRole('listitem', { name: 'icons/leaf.svg' }, WAIT);
    fireEvent.drop(screen.getByTestId('asset-drop-zone'), { dataTransfer: { files: [new File(['{"a":1}'], 'prices.json', { type: 'application/json' })] } });
    expect((within(dialog()).getByLabelText('Name') as HTMLInputElement).value).toBe('prices.json');
    await user.click(within(dialog()).getByRole('button', { name: 'Upload' }));
    await screen.findByRole('listitem', { name: 'prices.json' }, WAIT);
    expect(await stored('prices.json')).toEqual({ size: 7, content_type: 'application/json' });

    await user.click(within(screen.getByRole('group', { name: 'Folders' })).getByRole('button', { name: 'icons/' }));
    await waitFor(() => {
      expect(screen.getByRole('listitem', { name: 'icons/leaf.svg' })).toBeTruthy();
      expect(screen.queryByRole('listitem', { name: 'prices.json' })).toBeNull();
    }, WAIT);
    await user.click(screen.getByRole('button', { name: 'All assets' }));
    expect(await screen.findByRole('listitem', { name: 'prices.json' }, WAIT)).toBeTruthy();
  }, LONG);

  it('says why when the server refuses a delete, and leaves the confirmation open', async () => {
    const admin = server.client(await server.asStaff('ORG_ADMIN', 'BRIGHT'));
    await putAsset(admin, { body: { organisation: 'BRIGHT', name: 'gone.json', contentType: 'application/json', content: btoa('{}') } });
    const user = await open();
    await user.click(within(await screen.findByRole('listitem', { name: 'gone.json' }, WAIT)).getByRole('button', { name: 'Delete gone.json' }));
    // Someone else deletes it first: the server answers 404 with its own words.
    await deleteAsset(admin, { query: { organisation: 'BRIGHT', name: 'gone.json' } });
    await user.click(within(dialog()).getByRole('button', { name: 'Delete asset' }));
    expect(await screen.findByText('Not found', {}, WAIT)).toBeTruthy();
    expect(within(dialog()).getByRole('heading', { name: 'Delete gone.json?' })).toBeTruthy();
    expect((within(dialog()).getByRole('button', { name: 'Delete asset' }) as HTMLButtonElement).disabled).toBe(false);
  }, LONG);

  it('shows a read-only admin the assets without upload, replace or delete', async () => {
    await open(['orguser@bright.example', 'demo-orguser-pass']);
    const card = await screen.findByRole('listitem', { name: 'icons/leaf.svg' }, WAIT);
    expect(screen.getByText('Read only: your role may not change assets.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Delete|Replace/ })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Copy the address of icons/leaf.svg' })).toBeTruthy();
  }, LONG);
});
