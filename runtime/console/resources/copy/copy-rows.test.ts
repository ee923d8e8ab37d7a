/**
 * What saving a grid cell asks of the API, per scope: an organisation's edit makes or changes its own
 * record only, clearing its last own text returns the key to the platform default, and the note is
 * always sent with the text (the API replaces both together).
 */
import { describe, expect, it } from 'vitest';
import type { Copy } from '../../../../schemas/copy.js';
import { cellSave, editableCell, gridRow, savedRow, shownText, type CopyGridRow } from './copy-rows.js';

const at = new Date('2026-01-01T00:00:00Z');
const record = (organisation: string | null, values: Copy['values'], extra: Partial<Copy> = {}): Copy => ({
  _id: '0123456789abcdef01234567', type: 'shared', key: 'common.back', organisation, values, createdAt: at, updatedAt: at, ...extra,
});
const BRIGHT = { organisation: 'BRIGHT' };

describe('copy grid rows', () => {
  it('shows an organisation its own text over the platform default, language by language', () => {
    const row = gridRow(record('BRIGHT', { nb: 'Gå tilbake' }, { platformDefault: { values: { en: 'Back', nb: 'Tilbake' }, description: 'button' } }), BRIGHT);
    expect(shownText(row, 'nb')).toEqual({ text: 'Gå tilbake', inherited: false });
    expect(shownText(row, 'en')).toEqual({ text: 'Back', inherited: true });
    expect(shownText(row, 'description')).toEqual({ text: 'button', inherited: true });
    expect(shownText(row, 'fi')).toEqual({ text: '', inherited: false });
    const inherited = gridRow(record(null, { en: 'Back' }), BRIGHT);
    expect(inherited).toEqual({ key: 'common.back', fallback: { values: { en: 'Back' } } });
    expect(editableCell(inherited, 'description')).toBe(false);
    expect(editableCell(inherited, 'nb')).toBe(true);
  });

  it("makes an organisation's first edit its own record with only that language", () => {
    const row: CopyGridRow = { key: 'common.back', fallback: { values: { en: 'Back', nb: 'Tilbake' } } };
    expect(cellSave(row, 'nb', 'Tilbake', BRIGHT)).toEqual({ kind: 'none' });
    expect(cellSave(row, 'nb', 'Gå tilbake', BRIGHT)).toEqual({ kind: 'update', body: { values: { nb: 'Gå tilbake' } } });
    // Clearing a text the organisation never gave changes nothing.
    expect(cellSave(row, 'en', '', BRIGHT)).toEqual({ kind: 'none' });
  });

  it('returns a key to the platform default when its last own text is cleared, and keeps the note otherwise', () => {
    const row: CopyGridRow = { key: 'common.back', own: { values: { nb: 'Gå tilbake', nn: 'Gå attende' }, description: 'ours' }, fallback: { values: { nb: 'Tilbake' } } };
    expect(cellSave(row, 'nn', ' ', BRIGHT)).toEqual({ kind: 'update', body: { values: { nb: 'Gå tilbake' }, description: 'ours' } });
    const one: CopyGridRow = { ...row, own: { values: { nb: 'Gå tilbake' } } };
    expect(cellSave(one, 'nb', '', BRIGHT)).toEqual({ kind: 'revert' });
    expect(savedRow(one, undefined)).toEqual({ key: 'common.back', fallback: { values: { nb: 'Tilbake' } } });
    expect(cellSave(row, 'description', '', BRIGHT)).toEqual({ kind: 'update', body: { values: { nb: 'Gå tilbake', nn: 'Gå attende' } } });
  });

  it("sends the platform default's last text cleared as it is, for the contract to refuse", () => {
    const row = gridRow(record(null, { en: 'Back' }), {});
    expect(cellSave(row, 'en', '', {})).toEqual({ kind: 'update', body: { values: {} } });
    expect(savedRow(row, record(null, { en: 'Go back' }))).toEqual({ key: 'common.back', own: { values: { en: 'Go back' } } });
  });
});
