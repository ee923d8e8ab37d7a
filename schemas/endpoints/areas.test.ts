import { describe, expect, it } from 'vitest';
import { areas } from '../index.js';
import { Pagination } from '../core/envelope.js';
import type { Endpoint } from './define.js';

const endpoints: [string, Endpoint][] = areas.flatMap((a) => Object.entries(a.endpoints));
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('exports declare what their format query can choose', () => {
  // Fixed: getExportUrl declared text/csv only although format=xlsx answers a spreadsheet.
  it('an export whose query offers xlsx declares both media types and answers a file', () => {
    const exportUrl = endpoints.find(([op]) => op === 'getExportUrl')![1];
    expect(exportUrl.produces).toEqual(['text/csv', XLSX]);
    expect(exportUrl.responses[200]?.safeParse(new Uint8Array([80, 75, 3, 4])).success).toBe(true);
  });

  it.each(endpoints.filter(([, e]) => e.query && 'format' in e.query.shape))('%s: produces a media type for every format it accepts', (_op, e) => {
    const format = e.query!.shape.format as { safeParse: (v: unknown) => { success: boolean } };
    const produces = [e.produces].flat();
    expect(produces.includes('text/csv')).toBe(format.safeParse('csv').success);
    expect(produces.includes(XLSX)).toBe(format.safeParse('xlsx').success);
  });
});

describe('list calls that take page and limit answer a page', () => {
  // Fixed: listSites took page and limit but answered a bare array.
  it.each(endpoints.filter(([, e]) => e.query && 'page' in e.query.shape && 'limit' in e.query.shape))('%s: takes page and limit, answers a page', (_op, e) => {
    const answer = e.responses[200] as unknown as { shape?: Record<string, unknown> };
    expect(answer.shape?.pagination).toBe(Pagination);
  });
});
