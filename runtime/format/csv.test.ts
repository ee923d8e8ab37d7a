/** The CSV cell rule every export shares (issue 19 §5): quoting, and formulas written as text. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, neutraliseFormula, restoreFormula } from './csv.js';

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","Click")', '"\'=HYPERLINK(""https://evil.example"",""Click"")"'],
    ['+1+cmd|\' /C calc\'!A0', "'+1+cmd|' /C calc'!A0"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', '"\'\r=1+1"'],
    ["'=already", "''=already"],
    ['-1.5', '-1.5'],
    ['+47', '+47'],
    ['1e-3', '1e-3'],
    ['Consumption (kWh)', 'Consumption (kWh)'],
    ["it's fine", "it's fine"],
    ['a,b', '"a,b"'],
  ])('%j is written %j', (text, cell) => {
    expect(csvField(text)).toBe(cell);
  });

  it('writes dates as ISO text, numbers and booleans as they print, nothing for absent values', () => {
    expect(csvField(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(true)).toBe('true');
    expect(csvField(undefined)).toBe('');
    expect(csvField(null)).toBe('');
  });

  it('never lets a cell start a formula, and an import restores exactly what was exported', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => {
      const cell = neutraliseFormula(text);
      expect(/^[=+\-@\t\r]/.test(cell) && !/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(cell)).toBe(false);
      expect(restoreFormula(cell)).toBe(text);
    }));
  });
});
