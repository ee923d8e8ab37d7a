import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '../../../schemas/constants.js';
import { roundTo } from '../../format/number.js';
import { EXPORT_CONTENT_TYPES, cellValue, exportColumns, writeCsv, writeExport, writeXlsx, type ExportRow } from './export-file.js';
import { csvField, restoreFormula } from '../../format/csv.js';

const HOUR = 3_600_000;
const STOCKHOLM = 'Europe/Stockholm';

/** A Writable that keeps what it gets; a `slow` one takes 4 MB/s, slower than the files are made, as a network is. */
function collector(slow = false) {
  const chunks: Buffer[] = [];
  let bytes = 0;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      bytes += chunk.length;
      const ms = chunk.length / 4_000;
      if (!slow) done(); else if (ms < 1) setImmediate(done); else setTimeout(done, ms);
    },
  });
  return { stream, bytes: () => bytes, buffer: () => Buffer.concat(chunks), text: () => Buffer.concat(chunks).toString('utf8') };
}

/** RFC 4180 read back (quotes, doubled quotes, CRLF), so the tests check the file and not our own join. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (ch === '"') quoted = false; else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { row.push(field); field = ''; } else if (ch === '\r' && text[i + 1] === '\n') { row.push(field); rows.push(row); row = []; field = ''; i++; } else field += ch;
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  return rows;
}

/**
 * 5 November 2026 in Stockholm (CET, UTC+1), hour by hour. Every input is exact in binary, so the
 * expected cells below are worked out by hand: consumption 0.25 + 0.125·h kWh; 0.2 kWh produced
 * 10–13; no water; spot price 0.5 kr/kWh before noon and 1.25 after, but 0.123456 at 23; cost =
 * consumption × price; intensity 30 g/kWh before noon, 45.25 after; CO2 = consumption × intensity;
 * temperature −2.5 + 0.25·h °C.
 */
function novemberDay(): ExportRow[] {
  return Array.from({ length: 24 }, (_, h) => {
    const consumption = 0.25 + 0.125 * h;
    const spotPrice = h === 23 ? 0.123456 : h < 12 ? 0.5 : 1.25;
    const co2Intensity = h < 12 ? 30 : 45.25;
    return {
      date: new Date(Date.UTC(2026, 10, 4, 23) + h * HOUR),
      consumption,
      ...(h >= 10 && h <= 13 ? { production: 0.2 } : {}),
      cost: consumption * spotPrice,
      co2: consumption * co2Intensity,
      spotPrice,
      co2Intensity,
      temperature: -2.5 + 0.25 * h,
    };
  });
}

const SEK_HEADER = 'Date,Consumption (kWh),Production (kWh),Water (m³),Cost (kr),CO2 emissions (g),Spot price (kr/kWh),CO2 emissions (g/kWh),Average temperature (°C)';

describe('export columns', () => {
  it('are the nine of platform-contract §9, in its order and spelling, for kronor', () => {
    for (const currency of ['SEK', 'NOK'] as const) expect(exportColumns(currency).map((c) => c.header)).toEqual([...EXPORT_COLUMNS]);
    expect(exportColumns('SEK').map((c) => c.key)).toEqual(['date', 'consumption', 'production', 'water', 'cost', 'co2', 'spotPrice', 'co2Intensity', 'temperature']);
  });

  it('name the euro in the money columns only', () => {
    const eur = exportColumns('EUR').map((c) => c.header);
    expect(eur).toEqual(['Date', 'Consumption (kWh)', 'Production (kWh)', 'Water (m³)', 'Cost (€)', 'CO2 emissions (g)', 'Spot price (€/kWh)', 'CO2 emissions (g/kWh)', 'Average temperature (°C)']);
  });
});

describe('CSV', () => {
  it('writes a day of 24 hours as worked out by hand, with a BOM, CRLF and the totals kept', async () => {
    const out = collector();
    const result = await writeCsv(novemberDay(), out.stream, { timeZone: STOCKHOLM, resolution: 'hour', currency: 'SEK' });
    expect(result).toEqual({ rows: 24 });
    expect([...out.buffer().subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = out.text().slice(1).split('\r\n');
    expect(lines).toHaveLength(26); // header, 24 rows, and the empty string after the last CRLF
    expect(lines[25]).toBe('');
    expect(lines[0]).toBe(SEK_HEADER);
    // 0.125 kr and −2.25 °C are exact halves: rounded away from zero, as the portal rounds.
    expect(lines[1]).toBe('2026-11-05 00:00,0.25,,,0.13,8,0.5,30,-2.5');
    expect(lines[2]).toBe('2026-11-05 01:00,0.375,,,0.19,11,0.5,30,-2.3');
    expect(lines[13]).toBe('2026-11-05 12:00,1.75,0.2,,2.19,79,1.25,45.3,0.5');
    expect(lines[24]).toBe('2026-11-05 23:00,3.125,,,0.39,141,0.1235,45.3,3.3');

    const [, ...rows] = parseCsv(out.text().slice(1));
    const total = (column: number) => roundTo(rows.reduce((sum, r) => sum + Number(r[column] || 0), 0), 4);
    expect(total(1)).toBe(40.5); // 24 × 0.25 + 0.125 × (0 + … + 23)
    expect(total(2)).toBe(0.8);
    expect(rows.every((r) => r[3] === '')).toBe(true);
    // Each hour's cost is rounded to the öre: 5.64 before noon, 32.66 from noon to 22, 0.39 at 23
    // (the unrounded day is 38.66705 kr).
    expect(total(4)).toBe(38.69);
    expect(total(5)).toBe(1662); // whole grams: 339 before noon + 1323 after
  });

  it('quotes a field only when it holds a comma, a quote or a line break', () => {
    expect(csvField('Consumption (kWh)')).toBe('Consumption (kWh)');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    fc.assert(fc.property(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 5 }), (fields) => {
      const [parsed] = parseCsv(fields.map(csvField).join(','));
      expect((parsed ?? ['']).map(restoreFormula)).toEqual(fields);
    }));
  });

  it('writes the header alone when there are no rows', async () => {
    const out = collector();
    expect(await writeCsv([], out.stream, { timeZone: STOCKHOLM, resolution: 'day', currency: 'NOK' })).toEqual({ rows: 0 });
    expect(out.text()).toBe(`\uFEFF${SEK_HEADER}\r\n`);
  });

  it('names the euro and reads days and months as local dates', async () => {
    const day = collector();
    // Local midnight in Helsinki (UTC+2) is still the day before in UTC.
    await writeCsv([{ date: new Date('2026-11-30T22:00:00Z'), cost: 1.5 }], day.stream, { timeZone: 'Europe/Helsinki', resolution: 'day', currency: 'EUR' });
    expect(day.text().split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFDate,Consumption (kWh),Production (kWh),Water (m³),Cost (€),CO2 emissions (g),Spot price (€/kWh),CO2 emissions (g/kWh),Average temperature (°C)',
      '2026-12-01,,,,1.5,,,,',
    ]);
    const month = collector();
    await writeCsv([{ date: new Date('2026-10-31T23:00:00Z'), water: 12.3456 }], month.stream, { timeZone: STOCKHOLM, resolution: 'month', currency: 'SEK' });
    expect(month.text().split('\r\n')[1]).toBe('2026-11,,,12.346,,,,,');
  });

  it('shows the wall clock on daylight-saving days: 02:00 twice in October, never in March', async () => {
    const hours = (fromUtc: string, n: number) => Array.from({ length: n }, (_, i) => ({ date: new Date(Date.parse(fromUtc) + i * HOUR), consumption: i }));
    const autumn = collector();
    await writeCsv(hours('2026-10-24T22:00:00Z', 25), autumn.stream, { timeZone: STOCKHOLM, resolution: 'hour', currency: 'SEK' });
    const autumnDates = parseCsv(autumn.text().slice(1)).slice(1).map((r) => r[0]);
    expect(autumnDates.slice(0, 5)).toEqual(['2026-10-25 00:00', '2026-10-25 01:00', '2026-10-25 02:00', '2026-10-25 02:00', '2026-10-25 03:00']);
    expect(autumnDates.at(-1)).toBe('2026-10-25 23:00');
    const spring = collector();
    await writeCsv(hours('2026-03-28T23:00:00Z', 23), spring.stream, { timeZone: STOCKHOLM, resolution: 'hour', currency: 'SEK' });
    const springDates = parseCsv(spring.text().slice(1)).slice(1).map((r) => r[0]);
    expect(springDates.slice(0, 3)).toEqual(['2026-03-29 00:00', '2026-03-29 01:00', '2026-03-29 03:00']);
    expect(springDates.at(-1)).toBe('2026-03-29 23:00');
  });

  it('leaves missing and non-finite values empty', async () => {
    const out = collector();
    await writeCsv([{ date: new Date('2026-11-05T10:00:00Z'), consumption: Number.NaN, cost: Number.POSITIVE_INFINITY, co2: -0.4 }], out.stream, { timeZone: 'Europe/London', resolution: 'hour', currency: 'SEK' });
    expect(out.text().split('\r\n')[1]).toBe('2026-11-05 10:00,,,,,0,,,');
  });
});

describe('cell values', () => {
  it('round half away from zero on the decimal value, exactly as the portal does', () => {
    fc.assert(fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), fc.integer({ min: 0, max: 4 }), (value, decimals) => {
      const expected = roundTo(value, decimals);
      expect(cellValue(value, decimals)).toBe(expected === 0 ? 0 : expected);
    }));
    expect(cellValue(1.005, 2)).toBe(1.01);
    expect(cellValue(-0.0001, 3)).toBe(0);
    expect(Object.is(cellValue(-0.0001, 3), -0)).toBe(false);
    expect(cellValue(undefined, 2)).toBeUndefined();
  });
});

describe('XLSX', () => {
  async function load(buffer: Buffer): Promise<ExcelJS.Worksheet> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets).toHaveLength(1);
    return workbook.worksheets[0]!;
  }

  it('read back, holds the CSV’s values as typed cells under a bold, frozen, filtered header', async () => {
    const csv = collector();
    await writeCsv(novemberDay(), csv.stream, { timeZone: STOCKHOLM, resolution: 'hour', currency: 'SEK' });
    const csvRows = parseCsv(csv.text().slice(1));
    const xlsx = collector();
    expect(await writeXlsx(novemberDay(), xlsx.stream, { timeZone: STOCKHOLM, resolution: 'hour', currency: 'SEK', sheetName: '2026-11-05' })).toEqual({ rows: 24 });

    const sheet = await load(xlsx.buffer());
    expect(sheet.name).toBe('2026-11-05');
    expect(sheet.rowCount).toBe(25);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:I1');
    const header = sheet.getRow(1);
    expect((header.values as unknown[]).slice(1)).toEqual(csvRows[0]);
    expect(header.getCell(1).font).toMatchObject({ bold: true });
    expect(sheet.getColumn(1).width).toBe(17);
    expect(sheet.getColumn(9).width).toBe('Average temperature (°C)'.length + 2);

    const numFmts = ['yyyy-mm-dd hh:mm', '#,##0.000', '#,##0.000', '#,##0.000', '#,##0.00', '#,##0', '0.0000', '#,##0.0', '0.0'];
    for (let r = 2; r <= 25; r++) {
      const row = sheet.getRow(r);
      const expected = csvRows[r - 1]!;
      const date = row.getCell(1).value;
      expect(date).toBeInstanceOf(Date);
      // A spreadsheet date is a wall clock: its UTC fields read as the CSV's local time.
      expect((date as Date).toISOString().slice(0, 16).replace('T', ' ')).toBe(expected[0]);
      expect(row.getCell(1).numFmt).toBe(numFmts[0]);
      for (let c = 2; c <= 9; c++) {
        const cell = row.getCell(c);
        if (expected[c - 1] === '') {
          expect(cell.value).toBeNull();
        } else {
          expect(typeof cell.value).toBe('number');
          expect(cell.value).toBe(Number(expected[c - 1]));
          expect(cell.numFmt).toBe(numFmts[c - 1]);
        }
      }
    }
  });

  it('names the euro, formats months as months and keeps the sheet name legal', async () => {
    const out = collector();
    await writeXlsx([{ date: new Date('2026-10-31T23:00:00Z'), cost: 12.345 }], out.stream, { timeZone: STOCKHOLM, resolution: 'month', currency: 'EUR', sheetName: '2026/11: [all]' });
    const sheet = await load(out.buffer());
    expect(sheet.name).toBe('2026-11- -all-');
    expect(sheet.getRow(1).getCell(5).value).toBe('Cost (€)');
    expect(sheet.getRow(1).getCell(7).value).toBe('Spot price (€/kWh)');
    expect((sheet.getRow(2).getCell(1).value as Date).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('yyyy-mm');
    expect(sheet.getRow(2).getCell(5).value).toBe(12.35);
  });
});

describe('writeExport', () => {
  it('writes the format getExportUrl names, with its content type', async () => {
    const opts = { timeZone: STOCKHOLM, resolution: 'day', currency: 'SEK', sheetName: '2026-11' } as const;
    const csv = collector();
    await writeExport('csv', novemberDay().slice(0, 1), csv.stream, opts);
    expect(csv.text().startsWith(`\uFEFF${SEK_HEADER}\r\n2026-11-05,`)).toBe(true);
    const xlsx = collector();
    await writeExport('xlsx', novemberDay().slice(0, 1), xlsx.stream, opts);
    expect(xlsx.buffer().subarray(0, 2).toString('latin1')).toBe('PK'); // a zip, as every XLSX is
    expect(EXPORT_CONTENT_TYPES).toEqual({ csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  });
});

describe('a year of quarter-hours', () => {
  const QUARTERS = 35_040;

  /** Rows made one at a time, noting how much of the file the client already had when each was asked for. */
  function lazyYear(sink: { bytes: () => number }) {
    const seenAt: number[] = [];
    let closed = false;
    function* rows(): Generator<ExportRow> {
      try {
        for (let i = 0; i < QUARTERS; i++) {
          seenAt.push(sink.bytes());
          yield { date: new Date(Date.UTC(2025, 11, 31, 23) + i * 900_000), consumption: 0.1 + (i % 97) * 0.0123, cost: (i % 89) * 0.0117, spotPrice: 0.4 + (i % 31) * 0.0321, temperature: -5 + (i % 200) / 10 };
        }
      } finally {
        closed = true;
      }
    }
    return { rows: rows(), seenAt, closed: () => closed };
  }

  // A slow client holds the file back at `out`; a fast one lets the XLSX zip fall behind instead.
  for (const [format, slow] of [['csv', true], ['xlsx', true], ['xlsx', false]] as const) {
    it(`streams through ${format.toUpperCase()} to a ${slow ? 'slow' : 'fast'} client, without reading ahead`, async () => {
      const sink = collector(slow);
      const year = lazyYear(sink);
      const opts = { timeZone: STOCKHOLM, resolution: '15min', currency: 'SEK', sheetName: '2026' } as const;
      const result = format === 'csv' ? await writeCsv(year.rows, sink.stream, opts) : await writeXlsx(year.rows, sink.stream, opts);
      expect(result).toEqual({ rows: QUARTERS });
      expect(year.closed()).toBe(true);
      const total = sink.bytes();
      // Rows are asked for only as the file goes out: whenever a row is made, the client already has
      // nearly the share of the file the rows before it make up (a writer that buffered the file, or
      // one that let the zip fill, would be far behind).
      for (const share of [0.25, 0.5, 0.75, 1]) {
        const i = Math.round(share * QUARTERS) - 1;
        expect(year.seenAt[i]! / total).toBeGreaterThan(share - 0.1);
      }
      if (format === 'csv') expect(parseCsv(sink.text().slice(1))).toHaveLength(QUARTERS + 1);
      else expect((await new ExcelJS.Workbook().xlsx.load(sink.buffer() as unknown as ExcelJS.Buffer)).worksheets[0]!.rowCount).toBe(QUARTERS + 1);
    });
  }

  it('stops reading rows and fails the file when the client goes away', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const sink = collector(true);
      const year = lazyYear(sink);
      const opts = { timeZone: STOCKHOLM, resolution: '15min', currency: 'SEK', sheetName: '2026' } as const;
      const writing = format === 'csv' ? writeCsv(year.rows, sink.stream, opts) : writeXlsx(year.rows, sink.stream, opts);
      setTimeout(() => sink.stream.destroy(), 20);
      await expect(writing).rejects.toThrow();
      expect(year.closed()).toBe(true);
      expect(year.seenAt.length).toBeLessThan(QUARTERS);
    }
  });

  it('aborts the file when the rows fail, so a half file never looks whole', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const sink = collector();
      async function* failing(): AsyncGenerator<ExportRow> {
        yield { date: new Date('2026-11-05T00:00:00Z'), consumption: 1 };
        throw new Error('database gone');
      }
      const opts = { timeZone: STOCKHOLM, resolution: 'hour', currency: 'SEK', sheetName: '2026-11' } as const;
      await expect(format === 'csv' ? writeCsv(failing(), sink.stream, opts) : writeXlsx(failing(), sink.stream, opts)).rejects.toThrow('database gone');
      expect(sink.stream.destroyed).toBe(true);
      expect(sink.stream.writableFinished).toBe(false);
    }
  });
});
