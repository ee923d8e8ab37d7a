/**
 * Copy text: the translations the apps, portal and console load, edited in the console
 * (back-office §3 Copy, §5, §7 Copy, §9; portal §7 translation copy; platform-contract §5).
 * Types and the record's shape are ours (docs/decisions.md "Copy types and record").
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { ShortLivedToken } from './auth.js';
import { BooleanString, DigitString, Language, ObjectId, OrganisationCode, PartialLocalizedText, Timestamp, commaListOf } from './core/primitives.js';

/**
 * back-office §3 Copy: "Types are not listed". Ours: the portal's groups shared, my-pages, chat
 * (portal §7) plus app, bridge (the console), email and push.
 */
export const CopyType = z.enum(['shared', 'my-pages', 'chat', 'app', 'bridge', 'email', 'push']);
export type CopyType = z.infer<typeof CopyType>;

/** back-office §5, §9: "Copy list page size: 50". */
export const COPY_PAGE_SIZE = 50;
/** back-office §9: "Copy CSV export uses page size 0" (0: everything). */
export const COPY_EXPORT_PAGE_SIZE = 0;
/** portal §7, platform-contract §9: "Translation version v3.0". */
export const COPY_VERSION = 'v3.0';
/** portal §7 "Translation copy … language default en": the aggregated copy query's default language. */
export const COPY_DEFAULT_LANGUAGE = 'en' satisfies Language;
/** portal §7: the groups the portal loads. */
export const PORTAL_COPY_TYPES = ['shared', 'my-pages', 'chat'] as const satisfies readonly CopyType[];

export const COPY_LANGUAGE_NOT_STRING = 'language must be a string';
export const COPY_LANGUAGE_UNSUPPORTED = `language must be one of ${Language.options.join(', ')}`;
export const TRANSLATIONS_EMPTY = 'Translations are empty';
export const COPY_TYPES_MESSAGE = `types must be a comma-separated list of ${CopyType.options.join(', ')}`;

/** A copy key: letters, digits, dots, dashes and underscores (e.g. dashboard.hello). */
export const CopyKey = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Copy keys use letters, digits, ".", "-" and "_"')
  .meta({ title: 'Key', examples: ['dashboard.hello'] });

/** back-office §3 Copy: "A per-language record, keyed by a key within a type": one key, its text in each language. */
export const Copy = z
  .object({
    _id: ObjectId.meta({ 'x-ui': { readonly: true, hidden: true } }),
    type: CopyType.meta({ title: 'Type', 'x-ui': { readonly: true, order: 1 } }),
    key: CopyKey.meta({ 'x-ui': { order: 2 } }),
    organisation: OrganisationCode.nullable().meta({ title: 'Organisation', description: 'null: the platform default every organisation inherits', 'x-ui': { readonly: true, order: 3 } }),
    values: PartialLocalizedText.meta({ title: 'Text', 'x-ui': { order: 4 } }),
    description: z.string().optional().meta({ title: 'Note for translators', 'x-ui': { order: 5, widget: 'textarea' } }),
    createdAt: Timestamp.meta({ 'x-ui': { readonly: true } }),
    updatedAt: Timestamp.meta({ 'x-ui': { readonly: true } }),
    updatedBy: ObjectId.optional().meta({ 'x-ui': { readonly: true } }),
    /**
     * Only in a list of an organisation's copy with its defaults (CopyListQuery withDefaults): the
     * platform default this record overrides, whose text shows in the languages the record does not give.
     */
    platformDefault: z
      .object({ values: PartialLocalizedText, description: z.string().optional() })
      .optional()
      .meta({ title: 'Platform default', description: 'The platform text this organisation record overrides (lists with withDefaults only)', 'x-ui': { readonly: true, hidden: true } }),
  })
  .meta({ title: 'Copy' });
export type Copy = z.infer<typeof Copy>;

/** Our message for a copy text given in no language. */
export const COPY_VALUES_MESSAGE = 'Give the text in at least one language';

/** The text of a key as a request gives it: known languages only, at least one. */
const CopyValues = PartialLocalizedText.strict().refine((v) => Object.keys(v).length > 0, { message: COPY_VALUES_MESSAGE });

/** back-office §7 POST /v3/copy/{type}/: a new key. */
export const CopyInput = Copy.pick({ key: true, description: true }).extend({ values: CopyValues }).meta({ title: 'New copy' });
export type CopyInput = z.infer<typeof CopyInput>;

/** back-office §7 PUT /v3/copy/{type}/{key}: the text of a key. */
export const CopyUpdateBody = Copy.pick({ description: true }).extend({ values: CopyValues }).meta({ title: 'Copy change' });
export type CopyUpdateBody = z.infer<typeof CopyUpdateBody>;

/** back-office §7 PUT /v3/copy/{type}/: several keys at once (created or updated). */
export const CopyBatchBody = z.array(CopyInput).min(1).max(1000).meta({ title: 'Copy batch' });
export type CopyBatchBody = z.infer<typeof CopyBatchBody>;

/** back-office §7 PUT /v3/copy/{type}/import: the body is a CSV file in the export's format. */
export const CopyImportBody = z.string().min(1).meta({ title: 'CSV', description: 'Columns key, description, en, sv, nb, nn, fi, de (the export format)' });

/** How an imported row compares with the key's record in the scope imported to (organisation or platform default). */
export const CopyImportStatus = z.enum(['added', 'changed', 'unchanged', 'invalid']);
export type CopyImportStatus = z.infer<typeof CopyImportStatus>;

/**
 * Why an imported row is not written (ours: docs/decisions.md "Copy import preview"): a bad or repeated
 * key, a language customers would be left without, or `{placeholders}` of the key's current text that
 * the row's text drops (the apps fill them, so a lost one loses the value it shows).
 */
export const CopyImportIssueCode = z.enum(['invalidKey', 'repeatedKey', 'missingLanguages', 'lostPlaceholders']);
export type CopyImportIssueCode = z.infer<typeof CopyImportIssueCode>;

export const CopyImportIssue = z
  .object({
    code: CopyImportIssueCode,
    message: z.string(),
    /** missingLanguages: the languages; lostPlaceholders: the one language. */
    languages: z.array(Language).optional(),
    /** lostPlaceholders: the placeholders as written, e.g. {number}. */
    placeholders: z.array(z.string()).optional(),
    /** repeatedKey: the row that gave the key first. */
    firstRow: z.number().int().min(2).optional(),
  })
  .meta({ title: 'Import issue' });
export type CopyImportIssue = z.infer<typeof CopyImportIssue>;

/** The text of a key: its languages and note. */
const CopyText = z.object({ values: PartialLocalizedText, description: z.string().optional() });

/** One row of an import as classified before anything is written. */
export const CopyImportRow = z
  .object({
    /** As a spreadsheet numbers it: the header is row 1. */
    row: z.number().int().min(2),
    key: z.string(),
    status: CopyImportStatus,
    /** What the row gives. */
    values: PartialLocalizedText,
    description: z.string().optional(),
    /** The record of the key in the scope imported to, as it is now (absent: the row adds it). */
    current: CopyText.optional(),
    /** Why an invalid row is not written; empty otherwise. */
    issues: z.array(CopyImportIssue),
  })
  .meta({ title: 'Import row' });
export type CopyImportRow = z.infer<typeof CopyImportRow>;

/** What an import or batch changed (an import's preview: what it would change). */
export const CopyImportResult = z
  .object({
    created: z.number().int().min(0),
    updated: z.number().int().min(0),
    unchanged: z.number().int().min(0),
    /** Rows left out for their issues (an import with dryRun or skipInvalid). */
    invalid: z.number().int().min(0).optional(),
    /** Every row as classified (an import with dryRun). */
    rows: z.array(CopyImportRow).optional(),
  })
  .meta({ title: 'Import result' });
export type CopyImportResult = z.infer<typeof CopyImportResult>;

/** platform-contract §5: "language parameter must be a string" — and one of the supported languages. */
export const CopyLanguageParam = z.enum(Language.options, {
  error: (issue) => (typeof issue.input === 'string' ? COPY_LANGUAGE_UNSUPPORTED : COPY_LANGUAGE_NOT_STRING),
});

/** back-office §7 GET /v3/copy/aggregated "types": a comma list of copy types. */
export const CopyTypesParam = commaListOf(CopyType, COPY_TYPES_MESSAGE);

/** back-office §7 GET /v3/copy/aggregated: "query version, organisation, language, types"; portal §7 defaults (en, v3.0, shared, my-pages, chat). */
export const CopyAggregatedQuery = z.object({
  version: z.string().regex(/^v\d+\.\d+$/, 'version looks like v3.0').default(COPY_VERSION),
  organisation: OrganisationCode,
  language: CopyLanguageParam.default(COPY_DEFAULT_LANGUAGE),
  types: CopyTypesParam.default(PORTAL_COPY_TYPES.join(',')),
});

/**
 * back-office §7 GET /v3/copy/aggregated: the answer: per type, key → text in the language (the
 * organisation's text over the platform default). platform-contract §5: "Translation load must
 * return a non-empty set".
 */
export const CopyAggregate = z
  .object({
    version: z.string(),
    organisation: OrganisationCode,
    language: Language,
    copy: z.partialRecord(CopyType, z.record(z.string(), z.string())),
  })
  .refine((a) => Object.values(a.copy).some((group) => group !== undefined && Object.keys(group).length > 0), { message: TRANSLATIONS_EMPTY })
  .meta({ title: 'Translations' });
export type CopyAggregate = z.infer<typeof CopyAggregate>;

/** The list and export filters (back-office §7 "query filters"). */
const copyFilters = {
  search: z.string().min(1).optional().meta({ description: 'Part of a key or of its text' }),
  organisation: OrganisationCode.optional().meta({ description: 'Absent: the platform defaults' }),
  language: Language.optional().meta({ description: 'Only keys with text in this language' }),
};

/** back-office §5, §7 GET /v3/copy/{type}/: "query filters, itemsPerPage default 50". */
export const CopyListQuery = z.object({
  ...copyFilters,
  withDefaults: BooleanString.optional().meta({
    description: "'true' with an organisation: every key of the type the organisation or the platform has; a key the organisation does not override is the platform's record, one it overrides carries platformDefault",
  }),
  page: DigitString.default('1'),
  itemsPerPage: DigitString.default(String(COPY_PAGE_SIZE)),
});

/** back-office §7 "CSV export URL: format csv, a short-lived accessToken, optional filters, itemsPerPage 0". */
export const CopyExportQuery = z.object({
  ...copyFilters,
  format: z.literal('csv'),
  accessToken: ShortLivedToken,
  itemsPerPage: z.literal(String(COPY_EXPORT_PAGE_SIZE)).default(String(COPY_EXPORT_PAGE_SIZE) as '0'),
});

/** Query of the calls on one key: which organisation's record (absent: the platform default). */
export const CopyKeyQuery = z.object({ organisation: OrganisationCode.optional() });

/** PUT /v3/copy/{type}/import: the scope, and whether to preview or to write only the rows that pass the checks. */
export const CopyImportQuery = CopyKeyQuery.extend({
  dryRun: BooleanString.optional().meta({ description: "'true': classify every row (added, changed, unchanged, invalid with its issues) and write nothing" }),
  skipInvalid: BooleanString.optional().meta({
    description: "'true': write the rows that pass the preview's checks and count the rest as invalid; without it a bad or repeated key refuses the whole file",
  }),
});

export const copyDomain = defineDomain({
  name: 'copy',
  spec: ['back-office §3 Copy', 'back-office §5', 'back-office §7 Copy', 'back-office §9', 'platform-contract §5'],
  enums: { CopyType },
  entities: { Copy, CopyInput, CopyUpdateBody, CopyBatchBody, CopyImportResult, CopyAggregate },
  rules: {
    copyPageSize: rule({
      spec: 'back-office §5',
      summary: 'Copy list pages hold 50 items by default',
      schema: CopyListQuery,
    }),
    copyExportPageSize: rule({
      spec: 'back-office §9',
      summary: 'Copy CSV export uses page size 0 and format csv',
      schema: CopyExportQuery,
    }),
    translationsNotEmpty: rule({
      spec: 'platform-contract §5',
      summary: 'Translation load must return a non-empty set',
      schema: CopyAggregate,
      messages: [TRANSLATIONS_EMPTY],
    }),
    copyLanguageParam: rule({
      spec: 'platform-contract §5',
      summary: 'The language parameter must be a string (one of the supported languages)',
      schema: CopyLanguageParam,
      messages: [COPY_LANGUAGE_NOT_STRING, COPY_LANGUAGE_UNSUPPORTED],
    }),
    copyTypesParam: rule({
      spec: 'back-office §7 Copy',
      summary: 'GET /v3/copy/aggregated types: a comma list of copy types',
      schema: CopyTypesParam,
      messages: [COPY_TYPES_MESSAGE],
    }),
  },
});
