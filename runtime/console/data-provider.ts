/**
 * The console's react-admin data provider, generic over the resource descriptors the generator writes
 * (generated/resources.gen.ts): each react-admin call becomes the descriptor's operation, made through
 * the generated client, so the contract's validation, headers and errors apply as everywhere else.
 * Path parameters come from the record's id, the record, the filter, or the organisation the admin
 * works in; a list's organisation filter defaults to that organisation (docs/decisions.md "Console
 * organisation"). Lists answer whole arrays, so sorting and paging happen here; a resource the API
 * reads only as a list (API tokens, jobs) is read one record at a time from its list.
 */
import type { CreateParams, DataProvider, DeleteParams, GetListParams, GetOneParams, RaRecord, UpdateParams } from 'react-admin';
import type { ResourceDescriptor, ResourceOperation } from '../../generated/resources.gen.js';
import { ORGANISATION_PARAMS, pathParams } from '../../schemas/endpoints/define.js';
import type { ApiClient, CallInput } from '../client/index.js';

/** A generated call: `(client, input) → the answer's envelope`. */
export type GeneratedCall = (client: ApiClient, input: CallInput) => Promise<unknown>;
export type GeneratedCalls = Readonly<Record<string, unknown>>;
/** The data provider's `callOperation`: any generated call by operation name, answering its whole envelope. */
export type CallOperation = (operation: string, input: CallInput) => Promise<unknown>;

/** The console data provider's callOperation, which react-admin's DataProvider type does not name. */
export function callOperationOf(dataProvider: DataProvider): CallOperation {
  const fn = (dataProvider as { callOperation?: unknown }).callOperation;
  if (typeof fn !== 'function') throw new Error('The console data provider has no callOperation (data-provider.ts)');
  return (operation, input) => (fn as CallOperation).call(dataProvider, operation, input);
}

export interface ConsoleDataOptions {
  readonly client: ApiClient;
  readonly resources: readonly ResourceDescriptor[];
  /**
   * The generated calls by operation name (generated/client/index.gen.ts), or a loader of them: the
   * browser console imports them on first use, so the contract's ~400 calls and their schemas are
   * not part of its first load.
   */
  readonly calls: GeneratedCalls | (() => Promise<GeneratedCalls>);
  /** The organisation the signed-in admin works in. */
  readonly organisation: () => string;
}

/** Whether a path parameter names the organisation, which the data provider fills. */
export const isOrganisationParam = (name: string): boolean => (ORGANISATION_PARAMS as readonly string[]).includes(name);
/** Path parameters that name the record itself (besides the descriptor's id field). */
const ID_PARAMS = new Set(['id', '_id', 'releaseId']);

/**
 * The path parameters that name a record besides its id and organisation (copy's `{type}`): a record
 * is only found with them, so its react-admin id is `type/key` (each part URI-encoded).
 */
export function scopeParams(resource: ResourceDescriptor): string[] {
  const op = resource.operations.get ?? resource.operations.update ?? resource.operations.delete;
  if (!op) return [];
  return pathParams(op.path).filter((name) => name !== resource.idField && !ID_PARAMS.has(name) && !isOrganisationParam(name));
}

/** A react-admin id taken apart: the record's own id and its scope parameters (see scopeParams). */
export function splitId(resource: ResourceDescriptor, id: unknown): { readonly id: unknown; readonly scope: Readonly<Record<string, string>> } {
  const scope = scopeParams(resource);
  if (!scope.length || typeof id !== 'string') return { id, scope: {} };
  const parts = id.split('/');
  if (parts.length !== scope.length + 1) return { id, scope: {} };
  const decoded = parts.map((part) => decodeURIComponent(part));
  return { id: decoded[scope.length], scope: Object.fromEntries(scope.map((name, i) => [name, decoded[i]!])) };
}

function envelopeData(answer: unknown): unknown {
  return answer !== null && typeof answer === 'object' && 'data' in answer ? (answer as { data: unknown }).data : answer;
}

/** Compares two field values for sorting: absent last, numbers and dates by value, the rest as text. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

export function consoleDataProvider(options: ConsoleDataOptions): DataProvider {
  const descriptor = (resource: string): ResourceDescriptor => {
    const found = options.resources.find((r) => r.name === resource);
    if (!found) throw new Error(`The console has no resource ${resource}`);
    return found;
  };

  const operation = (resource: ResourceDescriptor, kind: keyof ResourceDescriptor['operations']): ResourceOperation => {
    const op = resource.operations[kind];
    if (!op) throw new Error(`${resource.label} cannot be ${kind === 'get' ? 'read one by one' : `${kind}d`} here`);
    return op;
  };

  let loaded: Promise<GeneratedCalls> | undefined;
  const calls = (): Promise<GeneratedCalls> => (loaded ??= typeof options.calls === 'function' ? options.calls() : Promise.resolve(options.calls));

  const call = async (op: ResourceOperation, input: CallInput): Promise<unknown> => {
    const fn = (await calls())[op.operation];
    if (typeof fn !== 'function') throw new Error(`The generated client has no call ${op.operation}`);
    return envelopeData(await (fn as GeneratedCall)(options.client, input));
  };

  /** Fills the operation's path parameters; whatever of `values` is left over is returned apart. */
  const params = (resource: ResourceDescriptor, op: ResourceOperation, id: unknown, values: Readonly<Record<string, unknown>>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    const split = splitId(resource, id);
    for (const name of pathParams(op.path)) {
      if (name === resource.idField || ID_PARAMS.has(name)) out[name] = split.id ?? values[name];
      else if (isOrganisationParam(name)) out[name] = values[name] ?? values.organisation ?? options.organisation();
      else out[name] = split.scope[name] ?? values[name];
      if (out[name] === undefined) throw new Error(`${resource.label}: ${op.operation} needs ${name}`);
    }
    return out;
  };

  const withId = (resource: ResourceDescriptor, row: unknown): RaRecord => {
    const record = row as Record<string, unknown>;
    const scope = scopeParams(resource);
    const own = record[resource.idField];
    // A record named by more than its id (a copy text by its type and key) carries the rest in its id.
    if (scope.length && scope.every((name) => record[name] !== undefined)) {
      return { ...record, id: [...scope.map((name) => record[name]), own].map((part) => encodeURIComponent(String(part))).join('/') };
    }
    return { ...record, id: own as RaRecord['id'] };
  };

  /**
   * The fields of `data` the operation's body schema declares (react-admin adds `id` and keeps
   * read-only fields), with the admin's organisation where the body takes one and none was given.
   */
  const body = (schema: unknown, data: Readonly<Record<string, unknown>>): Record<string, unknown> => {
    const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
    if (!properties) return { ...data };
    const picked = Object.fromEntries(Object.entries(data).filter(([key]) => key in properties));
    if ('organisation' in properties && picked.organisation === undefined) picked.organisation = options.organisation();
    return picked;
  };

  /**
   * Every record the list operation answers for these values: path parameters from them (or a compound
   * id's scope), the descriptor's filters as the query, the organisation filter defaulting to the
   * admin's organisation (an empty one is left out: any organisation).
   */
  const listed = async (r: ResourceDescriptor, filter: Readonly<Record<string, unknown>>, id?: unknown): Promise<RaRecord[]> => {
    const op = operation(r, 'list');
    const values: Record<string, unknown> = { ...filter };
    if (r.filters.includes('organisation') && values.organisation === undefined) values.organisation = options.organisation();
    const pathValues = params(r, op, id, values);
    const query = Object.fromEntries(Object.entries(values).filter(([key, value]) => r.filters.includes(key) && !(key in pathValues) && value !== '' && value !== undefined));
    const answer = await call(op, op.method === 'GET' ? { params: pathValues, query } : { params: pathValues, body: query });
    return (Array.isArray(answer) ? answer : answer === undefined || answer === null ? [] : [answer]).map((row) => withId(r, row));
  };

  const getOne = async (resource: string, { id, meta }: GetOneParams) => {
    const r = descriptor(resource);
    const values = (meta ?? {}) as Record<string, unknown>;
    if (!r.operations.get && r.operations.list) {
      // The API reads these records only as a list: the record is found there (`meta` as the list's
      // filter), so its screens work from a link or a reload too.
      const found = (await listed(r, values, id)).find((row) => String(row.id) === String(id));
      // react-admin's not-found (an HttpError's shape, without loading react-admin here).
      if (!found) throw Object.assign(new Error('ra.notification.item_doesnt_exist'), { status: 404 });
      return { data: found };
    }
    const op = operation(r, 'get');
    return { data: withId(r, await call(op, { params: params(r, op, id, values) })) };
  };

  return {
    async getList(resource: string, { pagination, sort, filter, meta }: GetListParams) {
      let rows = await listed(descriptor(resource), { ...(meta ?? {}), ...(filter ?? {}) });
      if (sort?.field) {
        const direction = sort.order === 'DESC' ? -1 : 1;
        rows = [...rows].sort((a, b) => direction * compareValues(a[sort.field], b[sort.field]));
      }
      const page = pagination ?? { page: 1, perPage: rows.length || 1 };
      const start = (page.page - 1) * page.perPage;
      return { data: rows.slice(start, start + page.perPage), total: rows.length };
    },
    getOne,
    async getMany(resource, { ids, meta }) {
      return { data: await Promise.all(ids.map(async (id) => (await getOne(resource, { id, meta })).data)) };
    },
    async getManyReference(resource, { target, id, pagination, sort, filter, meta }) {
      return this.getList(resource, { pagination, sort, filter: { ...filter, [target]: id }, meta });
    },
    async create(resource: string, { data, meta }: CreateParams) {
      const r = descriptor(resource);
      const op = operation(r, 'create');
      const values = { ...(meta ?? {}), ...data } as Record<string, unknown>;
      return { data: withId(r, await call(op, { params: params(r, op, undefined, values), body: body(r.schemas.create, data as Record<string, unknown>) })) };
    },
    async update(resource: string, { id, data, previousData, meta }: UpdateParams) {
      const r = descriptor(resource);
      const op = operation(r, 'update');
      const values = { ...(meta ?? {}), ...previousData, ...data } as Record<string, unknown>;
      const answer = await call(op, { params: params(r, op, id, values), body: body(r.schemas.update, data as Record<string, unknown>) });
      // Some updates answer nothing but success: the record is then what was sent.
      return { data: withId(r, answer && typeof answer === 'object' ? answer : { ...previousData, ...data }) };
    },
    async updateMany(resource, { ids, data, meta }) {
      await Promise.all(ids.map((id) => this.update(resource, { id, data, previousData: { id }, meta })));
      return { data: ids };
    },
    async delete(resource: string, { id, previousData, meta }: DeleteParams) {
      const r = descriptor(resource);
      const op = operation(r, 'delete');
      await call(op, { params: params(r, op, id, { ...(meta ?? {}), ...(previousData ?? {}) }) });
      return { data: (previousData ?? { id }) as RaRecord };
    },
    async deleteMany(resource, { ids, meta }) {
      await Promise.all(ids.map((id) => this.delete(resource, { id, meta })));
      return { data: ids };
    },
    /**
     * Any generated call by operation name, answering its whole envelope (a search's pagination
     * included): for screens that need a call no react-admin method maps, e.g. the audit log's search
     * body or a batch look-up of admins (react-admin passes custom methods through useDataProvider).
     */
    async callOperation(operation: string, input: CallInput): Promise<unknown> {
      const fn = (await calls())[operation];
      if (typeof fn !== 'function') throw new Error(`The generated client has no call ${operation}`);
      return (fn as GeneratedCall)(options.client, input);
    },
  } as DataProvider;
}
