import { describe, it, expect } from 'vitest';
import { formatCo2, formatKw, formatMeasurement, formatMoney, formatOther, formatPercent, formatPower, formatWaste, formatWater } from './values.js';

const NB = '\u00a0';
const t = (value: string, unit: string) => `${value}${NB}${unit}`;

describe('CO2 in kg above 1000 g, else g (portal §9)', () => {
  it.each([
    { grams: 5.25, expected: t('5,3', 'g') },
    { grams: 999, expected: t('999', 'g') },
    { grams: 1000, expected: t(`1${NB}000`, 'g') },
    { grams: 1001, expected: t('1,0', 'kg') },
    { grams: 12_345, expected: t('12', 'kg') },
  ])('$grams g → $expected', ({ grams, expected }) => {
    expect(formatCo2(grams, 'sv').text).toBe(expected);
  });
});

describe('W in kW above 1000; kW 2 decimals (portal §9)', () => {
  it.each([
    { watts: 999, expected: t('999', 'W') },
    { watts: 1000, expected: t(`1${NB}000`, 'W') },
    { watts: 1001, expected: t('1,00', 'kW') },
    { watts: 2500, expected: t('2,50', 'kW') },
    { watts: 7.5, expected: t('7,5', 'W') },
  ])('$watts W → $expected', ({ watts, expected }) => {
    expect(formatPower(watts, 'sv').text).toBe(expected);
  });

  it.each([
    { kw: 3, expected: t('3,00', 'kW') },
    { kw: 1234.567, expected: t(`1${NB}234,57`, 'kW') },
  ])('$kw kW → $expected', ({ kw, expected }) => {
    expect(formatKw(kw, 'sv').text).toBe(expected);
  });
});

describe('money: minor units below 1 (0 decimals SEK/NOK, 2 EUR); 2 decimals, 0 above 100; English separators for EUR', () => {
  it.each([
    { amount: 0.99, currency: 'SEK', language: 'sv', expected: t('99', 'öre') },
    { amount: 0.5, currency: 'NOK', language: 'nb', expected: t('50', 'øre') },
    { amount: 0.123, currency: 'EUR', language: 'fi', expected: t('12.30', 'cent') },
    { amount: 0.29, currency: 'SEK', language: 'sv', expected: t('29', 'öre') },
    { amount: 0, currency: 'SEK', language: 'sv', expected: t('0', 'öre') },
    { amount: -0.5, currency: 'SEK', language: 'sv', expected: t('-50', 'öre') },
    { amount: 1, currency: 'SEK', language: 'sv', expected: t('1,00', 'kr') },
    { amount: 1, currency: 'NOK', language: 'nn', expected: t('1,00', 'kr') },
    { amount: 1, currency: 'EUR', language: 'de', expected: t('1.00', '€') },
    { amount: 100, currency: 'SEK', language: 'sv', expected: t('100,00', 'kr') },
    { amount: 100.01, currency: 'SEK', language: 'sv', expected: t('100', 'kr') },
    { amount: 1234.5, currency: 'SEK', language: 'sv', expected: t(`1${NB}235`, 'kr') },
    { amount: 1234.5, currency: 'EUR', language: 'fi', expected: t('1,235', '€') },
    { amount: 56.789, currency: 'EUR', language: 'en', expected: t('56.79', '€') },
    { amount: -150, currency: 'NOK', language: 'nb', expected: t('-150', 'kr') },
  ] as const)('$amount $currency ($language) → $expected', ({ amount, currency, language, expected }) => {
    expect(formatMoney(amount, currency, language).text).toBe(expected);
  });
});

describe('percent: 2 decimals below 1, 1 decimal up to 10, 0 above', () => {
  it.each([
    { value: 0.456, expected: t('0,46', '%') },
    { value: 0.999, expected: t('1,00', '%') },
    { value: 1, expected: t('1,0', '%') },
    { value: 10, expected: t('10,0', '%') },
    { value: 10.1, expected: t('10', '%') },
    { value: -5.55, expected: t('-5,6', '%') },
  ])('$value % → $expected', ({ value, expected }) => {
    expect(formatPercent(value, 'sv').text).toBe(expected);
  });
});

describe('water and waste 0 decimals; other values 0 decimals above 10, else 1', () => {
  it.each([
    { value: 12.6, expected: t('13', 'm³') },
    { value: 0.4, expected: t('0', 'm³') },
  ])('water $value → $expected', ({ value, expected }) => {
    expect(formatWater(value, 'sv').text).toBe(expected);
  });

  it('waste', () => {
    expect(formatWaste(3.7, 'kg', 'en').text).toBe(t('4', 'kg'));
  });

  it.each([
    { value: 10, expected: t('10,0', 'kWh') },
    { value: 10.1, expected: t('10', 'kWh') },
    { value: 9.96, expected: t('10,0', 'kWh') },
    { value: 0.04, expected: t('0,0', 'kWh') },
    { value: 1234.4, expected: t(`1${NB}234`, 'kWh') },
  ])('other $value → $expected', ({ value, expected }) => {
    expect(formatOther(value, 'kWh', 'sv').text).toBe(expected);
  });

  it('a value without a unit is the number alone', () => {
    expect(formatOther(3, '', 'en')).toEqual({ value: '3.0', unit: '', text: '3.0' });
  });
});

describe('formatMeasurement picks the rule by unit (portal §9 units)', () => {
  it.each([
    { value: 1500, unit: 'gCO2', expected: t('1,5', 'kg') },
    { value: 1500, unit: 'W', expected: t('1,50', 'kW') },
    { value: 2, unit: 'kW', expected: t('2,00', 'kW') },
    { value: 0.5, unit: 'kr', expected: t('50', 'öre') },
    { value: 0.853, unit: 'kr/kWh', expected: t('85', 'öre/kWh') },
    { value: 1.5, unit: 'kr/kWh', expected: t('1,50', 'kr/kWh') },
    { value: 4.25, unit: '%', expected: t('4,3', '%') },
    { value: 3.3, unit: 'm³', expected: t('3', 'm³') },
    { value: 21.44, unit: '°C', expected: t('21', '°C') },
    { value: 5.44, unit: 'kWh', expected: t('5,4', 'kWh') },
    { value: 45.6, unit: 'gCO2/kWh', expected: t('46', 'gCO2/kWh') },
  ])('$value $unit → $expected', ({ value, unit, expected }) => {
    expect(formatMeasurement(value, unit, { language: 'sv' }).text).toBe(expected);
  });

  it('uses the given currency', () => {
    expect(formatMeasurement(0.5, 'kr', { language: 'fi', currency: 'EUR' }).text).toBe(t('50.00', 'cent'));
  });
});
