// @vitest-environment node
/** The analysis's copy keys built at run time exist in the seeded copy (the literal ones: app/copy-keys.test.ts). */
import { describe, expect, it } from 'vitest';
import { CompareOption } from '../../../../schemas/insights-analysis.js';
import { AnalysisParameter, DistributionParameter, PartOfDay } from '../../../../schemas/measurement.js';
import { COPY_GROUPS } from '../../../server/seed/demo/copy/index.js';
import { distributionLabelKey } from './distribution-card.js';

const KNOWN = new Set(COPY_GROUPS['my-pages'].map((r) => r[0]));

describe('the analysis copy', () => {
  it('has a text for every compare choice, parameter, distribution and part the demo data names', () => {
    const cost = ['spotPrice', 'surcharge', 'energyTax', 'monthlyFee', 'consumptionPrice', 'fixedGridFee', 'price', 'broadbandFee', 'welcomeDiscount', 'businessDiscount'];
    const keys = [
      ...[...CompareOption.options, 'previousPeriod'].map((c) => `analysis.compare.${c}`),
      ...AnalysisParameter.options.map((p) => `analysis.parameter.${p}`),
      ...DistributionParameter.options.map(distributionLabelKey),
      ...[...PartOfDay.options, ...cost].map((p) => `analysis.part.${p}`),
      ...(['csv', 'xlsx'] as const).map((f) => `analysis.export.${f}`),
    ];
    expect(keys.filter((k) => !KNOWN.has(k))).toEqual([]);
  });
});
