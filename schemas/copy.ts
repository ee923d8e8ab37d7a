/**
 * Copy text: the translations the apps, portal and console load, edited in the console
 * (back-office §3 Copy, §5, §7 Copy, §9; portal §7 translation copy; platform-contract §5).
 * Types and the record's shape are ours (docs/decisions.md "Copy types and record").
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { ShortLivedToken } from './auth.js';
import { DigitString, Language, ObjectId, OrganisationCode, PartialLocalizedText, Timestamp, commaListOf } from './core/primitives.js';

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

/** What an import or batch changed. */
export const CopyImportResult = z
  .object({
    created: z.number().int().min(0),
    updated: z.number().int().min(0),
    unchanged: z.number().int().min(0),
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
