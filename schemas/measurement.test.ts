import { describe, it, expect } from 'vitest';
import {
  CertaintyRule, DataQuery, DataValueType, DateKey, HourKey, IncompleteLastDayRule, PublicDataQuery, SpotPriceQuery,
  TIME_ZONE_REQUIRED, TimeEntity, YearKey, barOpacity, dropIncompleteLastDay, isCertain, measurementDomain,
} from './measurement.js';
import { iotProvidersArea } from './endpoints/iot-providers.js';
import { messagingArea } from './endpoints/messaging.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('measured data certainty (platform-contract §3, portal §9)', () => {
  it.each([
    ['absent', undefined, true],
    ['null', null, true],
    ['exactly 1', 1, true],
    ['above 1', 1.2, true],
    ['just below 1', 0.99, false],
    ['0', 0, false],
  ] as const)('certainty %s → certain %s', (_case, certainty, certain) => {
    expect(isCertain(certainty)).toBe(certain);
    expect(CertaintyRule.parse(certainty === undefined ? {} : { certainty })).toBe(certain);
  });

  it.each([
    ['certain bar', 1, 1],
    ['bar without certainty', undefined, 1],
    ['uncertain bar (portal §2: half opacity)', 0.4, 0.5],
  ] as const)('%s is drawn at opacity %s', (_case, certainty, opacity) => {
    expect(barOpacity(certainty)).toBe(opacity);
  });
});

describe("a day's hourly data is dropped if the last day has fewer than 5 hourly points (platform-contract §4, portal §4, §9)", () => {
  const hours = (day: string, n: number) => Array.from({ length: n }, (_, h) => ({ dateKey: `${day}T${String(h).padStart(2, '0')}` }));

  it.each([
    ['last day with 4 points is dropped', [...hours('2026-11-21', 24), ...hours('2026-11-22', 4)], 24],
    ['last day with 5 points is kept', [...hours('2026-11-21', 24), ...hours('2026-11-22', 5)], 29],
    ['an earlier day with fewer than 5 points is kept', [...hours('2026-11-20', 3), ...hours('2026-11-21', 24)], 27],
    ['a single day with 3 points leaves nothing', hours('2026-11-22', 3), 0],
    ['the last day is found whatever the order', [...hours('2026-11-22', 2), ...hours('2026-11-21', 24)], 24],
    ['no points', [], 0],
  ] as const)('%s', (_case, points, kept) => {
    expect(dropIncompleteLastDay(points)).toHaveLength(kept);
    expect(IncompleteLastDayRule.parse(points)).toHaveLength(kept);
  });

  it('keeps the earlier days untouched when dropping the last', () => {
    const out = dropIncompleteLastDay([...hours('2026-11-21', 24), ...hours('2026-11-22', 1)]);
    expect(out.every((p) => p.dateKey.startsWith('2026-11-21'))).toBe(true);
  });
});

describe('spot-price queries require a time zone (platform-contract §5, portal §5)', () => {
  it.each([
    ['spot-price query', SpotPriceQuery],
    ['data query', DataQuery],
    ['public data query', PublicDataQuery],
  ] as const)('%s without timeZone: %s', (_case, schema) => {
    expect(firstMessage(schema.safeParse({}))).toBe(TIME_ZONE_REQUIRED);
    expect(TIME_ZONE_REQUIRED).toBe('timeZone is required');
  });

  it.each(['Europe/London', 'Europe/Stockholm', 'Europe/Oslo', 'Europe/Helsinki', 'Europe/Vienna'])('accepts %s', (timeZone) => {
    expect(SpotPriceQuery.safeParse({ timeZone }).success).toBe(true);
  });

  it('rejects a zone outside the five with the enum message', () => {
    expect(firstMessage(SpotPriceQuery.safeParse({ timeZone: 'Europe/Paris' }))).toMatch(/^Invalid option: expected one of "Europe\/London"/);
  });

  it('is registered with its message', () => {
    expect(measurementDomain.rules.spotPriceTimeZone.messages).toEqual([TIME_ZONE_REQUIRED]);
  });
  // Fixed: these two answered zod's generic enum message for a missing time zone.
  it.each([
    ['zone prices (GET /v3/account/prices/{date}/zone/{zone})', messagingArea.endpoints.getZonePrices.query, {}],
    ['provider device history', iotProvidersArea.endpoints.getProviderDeviceHistory.query, { from: '2026-11-01', to: '2026-11-30', priceZone: 'SE3' }],
  ] as const)('%s without timeZone: the same message', (_case, schema, rest) => {
    expect(firstMessage(schema.safeParse(rest))).toBe(TIME_ZONE_REQUIRED);
    expect(schema.safeParse({ ...rest, timeZone: 'Europe/Stockholm' }).success).toBe(true);
  });
});

describe('date keys', () => {
  it.each([
    [DateKey, '2026', true, undefined],
    [DateKey, '2026-11', true, undefined],
    [DateKey, '2026-11-22', true, undefined],
    [DateKey, '2026-11-22T10', true, undefined],
    [DateKey, '2026-11-22T10:45', true, undefined],
    [DateKey, '2026-11-22T10:20', false, 'Must be a date key 20YY, 20YY-MM, 20YY-MM-DD, 20YY-MM-DDTHH or 20YY-MM-DDTHH:mm'],
    [DateKey, '1999-11', false, 'Must be a date key 20YY, 20YY-MM, 20YY-MM-DD, 20YY-MM-DDTHH or 20YY-MM-DDTHH:mm'],
    [HourKey, '2026-11-22T23', true, undefined],
    [HourKey, '2026-11-22T24', false, 'Must be an hour key 20YY-MM-DDTHH'],
    [YearKey, '2026', true, undefined],
    [YearKey, '26', false, 'Must be a year key 20YY'],
  ] as const)('%#: %s → %s', (schema, value, valid, message) => {
    const r = schema.safeParse(value);
    expect(r.success).toBe(valid);
    expect(firstMessage(r)).toBe(message);
  });
});

describe('data value types as the spec writes them (docs/decisions.md "Data value type wire values")', () => {
  it.each([
    ['consumption', 'consumption'], ['consumption-net', 'consumption-net'], ['production', 'production'],
    ['production-net', 'production-net'], ['water', 'water'], ['gas', 'gas'], ['gas-net', 'gas-net'], ['heating', 'heating'],
    ['waste', 'waste'], ['broadband', 'broadband'], ['tv', 'tv'], ['co2', 'co2'], ['co2 cost', 'co2-cost'], ['price', 'price'],
    ['kwh price', 'kwh-price'], ['spot price', 'spot-price'], ['temperature', 'temperature'], ['cost', 'cost'],
    ['fixed cost', 'fixed-cost'], ['calculated cost', 'calculated-cost'], ['peak watt', 'peak-watt'], ['weight', 'weight'],
    ['uv index', 'uv-index'], ['power wind', 'power-wind'], ['power coal', 'power-coal'], ['power total', 'power-total'],
  ])('"%s" is sent as %s', (_words, wire) => {
    expect(DataValueType.options).toContain(wire);
  });

  it('has exactly the 26 values of the spec', () => {
    expect(DataValueType.options).toHaveLength(26);
  });

  it('time entities keep the spec token 15-minute', () => {
    expect(TimeEntity.options).toEqual(['years', 'year', 'month', 'day', 'hour', '15-minute']);
  });
});
