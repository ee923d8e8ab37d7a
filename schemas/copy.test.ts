import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  COPY_EXPORT_PAGE_SIZE, COPY_PAGE_SIZE, CopyAggregate, CopyAggregatedQuery, CopyExportQuery, CopyLanguageParam, CopyListQuery, CopyType,
  CopyTypesParam,
} from './copy.js';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('copy (back-office §3 Copy, §5, §7, §9; platform-contract §5)', () => {
  it('exports the page sizes', () => {
    expect(COPY_PAGE_SIZE).toBe(50);
    expect(COPY_EXPORT_PAGE_SIZE).toBe(0);
  });

  it('includes the portal groups shared, my-pages and chat', () => {
    expect(CopyType.options).toEqual(expect.arrayContaining(['shared', 'my-pages', 'chat']));
  });

  it.each([
    [{}, '50'],
    [{ itemsPerPage: '10' }, '10'],
  ])('list query %j holds %s items per page', (query, expected) => {
    expect(CopyListQuery.parse(query).itemsPerPage).toBe(expected);
  });

  it.each([
    [{ format: 'csv', accessToken: 't' }, null],
    [{ format: 'csv', accessToken: 't', itemsPerPage: '0', search: 'dashboard' }, null],
    [{ format: 'csv', accessToken: 't', itemsPerPage: '50' }, 'Invalid input: expected "0"'],
    [{ format: 'xlsx', accessToken: 't' }, 'Invalid input: expected "csv"'],
  ])('export query %j → %s', (query, expected) => {
    expect(firstMessage(CopyExportQuery, query)).toBe(expected);
  });

  it('export defaults to itemsPerPage 0', () => {
    expect(CopyExportQuery.parse({ format: 'csv', accessToken: 't' }).itemsPerPage).toBe('0');
  });

  it.each([
    ['nb', null],
    [['en', 'sv'], 'language must be a string'],
    [7, 'language must be a string'],
    ['xx', 'language must be one of en, sv, nb, nn, fi, de'],
  ])('language %j → %s', (language, expected) => {
    expect(firstMessage(CopyLanguageParam, language)).toBe(expected);
  });

  it('aggregated query defaults: v3.0, en, shared,my-pages,chat', () => {
    expect(CopyAggregatedQuery.parse({ organisation: 'BRIGHT' })).toEqual({ organisation: 'BRIGHT', version: 'v3.0', language: 'en', types: 'shared,my-pages,chat' });
  });

  it.each([
    ['shared,my-pages', null],
    ['shared,sms', 'types must be a comma-separated list of shared, my-pages, chat, app, bridge, email, push'],
    ['', 'types must be a comma-separated list of shared, my-pages, chat, app, bridge, email, push'],
  ])('types %j → %s', (value, expected) => {
    expect(firstMessage(CopyTypesParam, value)).toBe(expected);
  });

  const answer = { version: 'v3.0', organisation: 'BRIGHT', language: 'en' };
  it.each([
    [{ shared: { hello: 'Hello' } }, null],
    [{}, 'Translations are empty'],
    [{ shared: {}, 'my-pages': {} }, 'Translations are empty'],
  ])('translations %j → %s', (copy, expected) => {
    expect(firstMessage(CopyAggregate, { ...answer, copy })).toBe(expected);
  });
});
