/** portal §2 Electricity agreement: the info rows' values, the tab titles and keys, the inquiry moves (§4). */
import { describe, expect, it } from 'vitest';
import type { Agreement, AgreementInfoItem } from '../../../../schemas/agreement.js';
import { infoValue, orderedInfo, tabTitles } from './agreement-info.js';
import { tabAfterKey } from '../../components/tabs.js';
import { answersFor } from './inquiry-section.js';

const agreement = (over: Partial<Agreement> = {}): Agreement => ({
  id: 'AVT-1', type: 'hourlySpot', serviceType: 'consumption_trade', startDate: '2024-05-15', endDate: null, info: [], ...over,
});
const item = (key: AgreementInfoItem['key'], value: string, template?: string): AgreementInfoItem => ({ key, value, ...(template ? { template } : {}) });

describe('agreement info rows', () => {
  it('puts the rows in the order of portal §2', () => {
    const rows = orderedInfo([item('price', 'x'), item('status', 'x'), item('energyTax', 'x'), item('endDate', 'x'), item('startDate', 'x')]);
    expect(rows.map((r) => r.key)).toEqual(['status', 'startDate', 'endDate', 'price', 'energyTax']);
  });

  it('formats a calendar date for the language', () => {
    expect(infoValue(item('startDate', '2024-05-15'), agreement(), 'nb')).toEqual({ kind: 'text', text: '15.05.2024' });
    expect(infoValue(item('startDate', '2024-05-15'), agreement(), 'sv')).toEqual({ kind: 'text', text: '2024-05-15' });
    expect(infoValue(item('endDate', '2024-05-15'), agreement(), 'en')).toEqual({ kind: 'text', text: '15/05/2024' });
  });

  it('shows an unparsable date as the provider wrote it', () => {
    expect(infoValue(item('endDate', 'Løpende'), agreement(), 'nb')).toEqual({ kind: 'text', text: 'Løpende' });
    expect(infoValue(item('startDate', '2024-02-30'), agreement(), 'nb')).toEqual({ kind: 'text', text: '2024-02-30' });
    expect(infoValue(item('startDate', '12'), agreement(), 'nb')).toEqual({ kind: 'text', text: '12' });
  });

  it('shows the contact-support text for a date with no value, and until further notice for a blank open end', () => {
    expect(infoValue(item('startDate', ''), agreement(), 'nb')).toEqual({ kind: 'contactSupport' });
    expect(infoValue(item('endDate', ' '), agreement({ endDate: '2027-01-01' }), 'nb')).toEqual({ kind: 'contactSupport' });
    expect(infoValue(item('endDate', ''), agreement({ endDate: null }), 'nb')).toEqual({ kind: 'untilFurtherNotice' });
  });

  it('formats amounts with the language separators, keeping the decimals given, inside the template', () => {
    expect(infoValue(item('surcharge', '4.90', '{value} øre/kWh'), agreement(), 'nb')).toEqual({ kind: 'text', text: '4,90 øre/kWh' });
    expect(infoValue(item('monthlyFee', '1690.00', '{value} kr/mnd'), agreement(), 'nn')).toEqual({ kind: 'text', text: '1\u00a0690,00 kr/mnd' });
    expect(infoValue(item('surcharge', '-2'), agreement(), 'en')).toEqual({ kind: 'text', text: '-2' });
    expect(infoValue(item('surcharge', '1690.5'), agreement(), 'en')).toEqual({ kind: 'text', text: '1,690.5' });
  });

  it('shows text values as written, and a dash for an empty one', () => {
    expect(infoValue(item('price', 'Spotpris'), agreement(), 'nb')).toEqual({ kind: 'text', text: 'Spotpris' });
    expect(infoValue(item('status', 'Aktiv'), agreement(), 'nb')).toEqual({ kind: 'text', text: 'Aktiv' });
    expect(infoValue(item('energyTax', ''), agreement(), 'nb')).toEqual({ kind: 'text', text: '–' });
  });
});

describe('agreement tabs', () => {
  const translate = (key: string) => `<${key}>`;

  it('titles each tab by its service type', () => {
    const titles = tabTitles([agreement(), agreement({ id: 'N', serviceType: 'consumption_grid' })], translate);
    expect(titles).toEqual(['<agreement.tab.consumption_trade>', '<agreement.tab.consumption_grid>']);
  });

  it('tells two agreements of one service type apart by their agreement type', () => {
    const titles = tabTitles([agreement(), agreement({ id: 'B', type: 'fixed' })], translate);
    expect(titles).toEqual(['<agreement.tab.consumption_trade> (<agreement.type.hourlySpot>)', '<agreement.tab.consumption_trade> (<agreement.type.fixed>)']);
  });

  it('moves with the arrow keys, wrapping, and Home and End to the ends', () => {
    expect(tabAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabAfterKey('ArrowDown', 1, 3)).toBe(2);
    expect(tabAfterKey('Home', 2, 3)).toBe(0);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
    expect(tabAfterKey('Enter', 0, 3)).toBeUndefined();
  });
});

describe('inquiry answers (portal §4)', () => {
  it('offers accept and reject for pending, reject for accepted, nothing for rejected', () => {
    expect(answersFor('pending')).toEqual(['accepted', 'rejected']);
    expect(answersFor('accepted')).toEqual(['rejected']);
    expect(answersFor('rejected')).toEqual([]);
  });
});
