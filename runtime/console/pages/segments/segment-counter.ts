/**
 * How the page asks the server for a count: the generated countSegmentMatches call, made through the
 * console data provider's callOperation (data-provider.ts), so it runs on the console's ApiClient with
 * its token, validation and errors. A screen embedding the builder elsewhere may pass its own counter.
 */
import { useCallback } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { CountSegmentMatchesInput, CountSegmentMatchesResult } from '../../../../generated/client/segments.gen.js';
import type * as segmentCalls from '../../../../generated/client/segments.gen.js';
import type { SegmentMatchCount, SegmentRuleSet } from '../../../../schemas/settings/segments.js';

export type SegmentCounter = (ruleSet: SegmentRuleSet) => Promise<SegmentMatchCount>;

const OPERATION = 'countSegmentMatches' satisfies keyof typeof segmentCalls;

type WithCallOperation = DataProvider & { callOperation(operation: string, input: CountSegmentMatchesInput): Promise<unknown> };

/** The counter over a console data provider (the organisation is the client's own, filled by the call). */
export function dataProviderCounter(dataProvider: DataProvider): SegmentCounter {
  return async (ruleSet) => {
    const answer = (await (dataProvider as WithCallOperation).callOperation(OPERATION, { body: ruleSet })) as CountSegmentMatchesResult;
    return answer.data;
  };
}

export function useSegmentCounter(): SegmentCounter {
  const dataProvider = useDataProvider();
  return useCallback<SegmentCounter>((ruleSet) => dataProviderCounter(dataProvider)(ruleSet), [dataProvider]);
}
