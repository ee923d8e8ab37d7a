import { describe, it, expect } from 'vitest';
import {
  CompareInput, DATE_INPUT_MESSAGE, DateInput, LocationPredictionInput, MeasurementPredictionInput, PredictionInput,
} from './prediction.js';

const options = { startDate: '2026-11-22T00:00:00.000Z', endDate: '2026-11-23T00:00:00.000Z', timeEntity: 'hour', timeZone: 'Europe/Stockholm' };
const site = { type: 'consumption', area: 'Uppsala' };

const bodies = {
  prediction: [PredictionInput, { measurements: [{ date: '2026-11-21T10:00:00.000Z', kWh: 1.4 }], site, options }],
  measurement: [MeasurementPredictionInput, { measurementId: 'meter-1', site, options }],
  location: [LocationPredictionInput, { locationId: '65a1b2c3d4e5f60718293a41', options }],
  compare: [CompareInput, { date: '2026-11-22', timeZone: 'Europe/Oslo', service: 'consumption_grid', extra: { size: 120 } }],
} as const;

describe('prediction, measurement, location and compare bodies are strict (platform-contract §3 Predictions, §5)', () => {
  it.each(Object.entries(bodies))('%s body as specified is accepted', (_name, [schema, body]) => {
    expect(schema.safeParse(body).success).toBe(true);
  });

  it.each(Object.entries(bodies))('%s body with an unknown field is rejected', (_name, [schema, body]) => {
    const r = schema.safeParse({ ...body, foo: 1 });
    expect(r.error?.issues[0]?.message).toBe('Unrecognized key: "foo"');
  });

  it.each([
    ['options', PredictionInput, { ...bodies.prediction[1], options: { ...options, extra: true } }, 'Unrecognized key: "extra"', ['options']],
    ['site', PredictionInput, { ...bodies.prediction[1], site: { ...site, size: 120 } }, 'Unrecognized key: "size"', ['site']],
    ['a measurement', PredictionInput, { ...bodies.prediction[1], measurements: [{ date: '2026-11-21T10:00:00.000Z', kW: 1 }] }, 'Unrecognized key: "kW"', ['measurements', 0]],
  ] as const)('unknown field in %s is rejected too', (_where, schema, body, message, path) => {
    const issue = schema.safeParse(body).error?.issues[0];
    expect(issue?.message).toBe(message);
    expect(issue?.path).toEqual(path);
  });
});

describe('dates are sent as ISO strings and coerced (platform-contract §5, §7 "date as ISO string")', () => {
  it.each([
    ['an ISO date-time', '2026-11-22T10:00:00.000Z', '2026-11-22T10:00:00.000Z'],
    ['an ISO date-time with offset', '2026-11-22T10:00:00+01:00', '2026-11-22T09:00:00.000Z'],
    ['an ISO date', '2026-11-22', '2026-11-22T00:00:00.000Z'],
    ['a revived Date', new Date('2026-11-22T10:00:00.000Z'), '2026-11-22T10:00:00.000Z'],
  ] as const)('%s becomes a Date', (_case, input, iso) => {
    const out = DateInput.parse(input);
    expect(out).toBeInstanceOf(Date);
    expect(out.toISOString()).toBe(iso);
  });

  it.each([
    ['a number', 1763805600000],
    ['null', null],
    ['words', 'tomorrow'],
    ['a month key', '2026-11'],
  ] as const)('%s is rejected, not coerced', (_case, input) => {
    expect(DateInput.safeParse(input).error?.issues[0]?.message).toBe(DATE_INPUT_MESSAGE);
  });

  it('coerces the option dates of a body', () => {
    const parsed = PredictionInput.parse(bodies.prediction[1]);
    expect(parsed.options.startDate).toBeInstanceOf(Date);
    expect(parsed.measurements[0]?.date).toBeInstanceOf(Date);
  });
});
