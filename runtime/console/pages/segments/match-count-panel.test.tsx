// @vitest-environment jsdom
/**
 * The live count on its own, with a counter the test answers by hand: quick changes are one request
 * (debounced), a late answer to an older rule set is dropped, the progress bar shows while a count is
 * under way, and a refusal shows the API's message.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { SegmentMatchCount, SegmentRuleSet } from '../../../../schemas/settings/segments.js';
import { consoleWords } from '../../test/console-words.js';
import { MatchCountPanel } from './match-count-panel.js';

const words = await consoleWords();

afterEach(cleanup);

interface Asked {
  readonly ruleSet: SegmentRuleSet;
  resolve(count: SegmentMatchCount): void;
  reject(error: Error): void;
}

function handCounter() {
  const asked: Asked[] = [];
  const counter = (ruleSet: SegmentRuleSet) => new Promise<SegmentMatchCount>((resolve, reject) => asked.push({ ruleSet, resolve, reject }));
  return { asked, counter };
}

const zone = (z: string): SegmentRuleSet => ({ match: 'AND', rules: [{ name: 'priceZones', operator: 'isIn', value: [z] }] });
const DELAY = 30;
const rest = () => act(() => new Promise((r) => setTimeout(r, DELAY * 3)));

function panel(ruleSet: SegmentRuleSet, counter: (s: SegmentRuleSet) => Promise<SegmentMatchCount>) {
  return <AdminContext i18nProvider={words}><MatchCountPanel ruleSet={ruleSet} counter={counter} delayMs={DELAY} /></AdminContext>;
}

describe('MatchCountPanel', () => {
  it('asks once for quick changes, with the last rule set', async () => {
    const { asked, counter } = handCounter();
    const view = render(panel(zone('NO1'), counter));
    view.rerender(panel(zone('NO2'), counter));
    view.rerender(panel(zone('NO3'), counter));
    await rest();
    expect(asked.map((a) => a.ruleSet)).toEqual([zone('NO3')]);
    expect(screen.getByRole('progressbar', { name: 'Counting…' })).toBeTruthy();
    await act(async () => asked[0]!.resolve({ matched: 2, total: 7 }));
    expect(screen.getByRole('status').textContent).toContain('2 of 7 customers match');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('drops a late answer to an older rule set', async () => {
    const { asked, counter } = handCounter();
    const view = render(panel(zone('NO1'), counter));
    await rest();
    view.rerender(panel(zone('NO5'), counter));
    await rest();
    expect(asked).toHaveLength(2);
    await act(async () => asked[1]!.resolve({ matched: 1, total: 7 }));
    await act(async () => asked[0]!.resolve({ matched: 5, total: 7 }));
    expect(screen.getByRole('status').textContent).toContain('1 of 7 customers match');
  });

  it("shows the API's message when the rule set is refused", async () => {
    const { asked, counter } = handCounter();
    render(panel(zone('NO1'), counter));
    await rest();
    await act(async () => asked[0]!.reject(new Error('"SE9" is not a valid value for priceZones')));
    expect(screen.getByRole('alert').textContent).toBe('The rule set cannot be counted: "SE9" is not a valid value for priceZones');
  });
});
