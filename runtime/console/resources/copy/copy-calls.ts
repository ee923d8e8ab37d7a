/**
 * The copy screen's calls, each the generated call made through the console data provider's
 * callOperation (data-provider.ts), so the contract's validation and messages apply as everywhere.
 * Every call names the scope edited: an organisation's own copy, or the platform default (no
 * organisation), which only a platform ADMIN may change (docs/decisions.md "Copy writes to platform defaults").
 */
import type { DataProvider } from 'react-admin';
import type {
  CreateCopyResult, ImportCopyResult, ListCopyResult, UpdateCopyResult,
} from '../../../../generated/client/copy.gen.js';
import type { GetShortAccessTokenResult } from '../../../../generated/client/auth.gen.js';
import type { CopyInput, CopyType, CopyUpdateBody } from '../../../../schemas/copy.js';
import { COPY_PAGE_SIZE } from '../../../../schemas/copy.js';
import type { CallInput } from '../../../client/index.js';
import { callOperationOf } from '../../data-provider.js';

/** Whose copy the screen shows and edits: an organisation's (with the defaults it inherits) or the platform default. */
export interface CopyScope {
  /** Undefined: the platform default. */
  readonly organisation?: string;
}

export interface CopyPageQuery {
  readonly type: CopyType;
  readonly scope: CopyScope;
  readonly search: string;
  /** 1-based. */
  readonly page: number;
}

const scopeQuery = (scope: CopyScope) => (scope.organisation ? { organisation: scope.organisation } : {});

export function copyCalls(dataProvider: DataProvider) {
  const call: (operation: string, input: CallInput) => Promise<unknown> = callOperationOf(dataProvider);
  return {
    list: ({ type, scope, search, page }: CopyPageQuery) =>
      call('listCopy', {
        params: { type },
        query: {
          ...scopeQuery(scope), ...(scope.organisation ? { withDefaults: 'true' } : {}), ...(search ? { search } : {}),
          page: String(page), itemsPerPage: String(COPY_PAGE_SIZE),
        },
      }) as Promise<ListCopyResult>,
    update: (type: CopyType, key: string, scope: CopyScope, body: CopyUpdateBody) =>
      call('updateCopy', { params: { type, key }, query: scopeQuery(scope), body }) as Promise<UpdateCopyResult>,
    create: (type: CopyType, scope: CopyScope, body: CopyInput) => call('createCopy', { params: { type }, query: scopeQuery(scope), body }) as Promise<CreateCopyResult>,
    remove: (type: CopyType, key: string, scope: CopyScope) => call('deleteCopy', { params: { type, key }, query: scopeQuery(scope) }),
    /** What importing the file would do, row by row; nothing is written. */
    previewImport: (type: CopyType, scope: CopyScope, csv: string) =>
      call('importCopy', { params: { type }, query: { ...scopeQuery(scope), dryRun: 'true' }, body: csv }) as Promise<ImportCopyResult>,
    /** Writes the rows that pass the preview's checks, judged again as they are written. */
    applyImport: (type: CopyType, scope: CopyScope, csv: string) =>
      call('importCopy', { params: { type }, query: { ...scopeQuery(scope), skipInvalid: 'true' }, body: csv }) as Promise<ImportCopyResult>,
    /**
     * The export's browser URL, authorised by a short-lived token (back-office §7: "CSV export URL:
     * format csv, a short-lived accessToken"): the generated URL builder, called like any generated call.
     */
    async exportUrl(type: CopyType, scope: CopyScope): Promise<string> {
      const token = (await call('getShortAccessToken', {})) as GetShortAccessTokenResult;
      return (await call('exportCopyCsvUrl', { params: { type }, query: { ...scopeQuery(scope), format: 'csv', accessToken: token.data.accessToken } })) as string;
    },
  };
}

export type CopyCalls = ReturnType<typeof copyCalls>;
