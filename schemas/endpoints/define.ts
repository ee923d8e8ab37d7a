/**
 * Endpoint descriptors, as ts-rest writes them: keyed by operation name, responses by status
 * (errors included), access and a one-line summary on each. An area file is
 * `export const xArea = defineArea('x', 'What the area is for', { opName: endpoint({...}), ... })`.
 *
 * Paths use `{param}` (OpenAPI style) and keep the spec's own text where the spec gives the path,
 * `{org}` and `{organisation}` both naming the organisation. Where a spec says "paths not shown",
 * `decision` names the docs/decisions.md entry that chose the path or shape.
 */
import type { z } from 'zod';
import { ErrorBody, type ErrorId } from '../errors.js';
import type { SpecRef } from '../core/spec-ref.js';
import type { Access } from './access.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202 | 204 | 302;
export type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 410 | 413 | 422 | 429 | 500 | 501 | 502 | 503;

/** What a success response carries when it is not JSON. */
export type Produces =
  | 'application/json'
  | 'text/csv'
  | 'application/pdf'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  | 'text/html'
  | 'redirect';

export type Consumes = 'application/json' | 'text/csv';

export type Responses = { readonly [S in SuccessStatus]?: z.ZodType } & { readonly [S in ErrorStatus]?: typeof ErrorBody };

export interface EndpointInput {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  /** One line, imperative or noun phrase: what the call does. */
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** Success responses and any errors beyond the standard ones (see `endpoint`). */
  readonly responses: Responses;
  readonly access: Access;
  readonly spec: SpecRef | readonly SpecRef[];
  /** Heading of the docs/decisions.md entry where a spec said "not shown" for this call. */
  readonly decision?: string;
  /** Media types of the success answer when not JSON; several when a query chooses (e.g. csv or xlsx). */
  readonly produces?: Produces | readonly Produces[];
  readonly consumes?: Consumes;
  /**
   * The catalogue entry a call made with no token at all answers instead of 401 (a browser URL whose
   * spec names its own error, e.g. IoT authorisation's 'Missing accessToken'); its status must be listed.
   */
  readonly withoutToken?: ErrorId;
  /** The body's array at this key holds rows (a batch, a file): a bad one is named in the error ('Row 3: …', 1-based). */
  readonly rows?: string;
  /** Largest request body in bytes when the server's default (2 MB) is too small (a file sent as base64). */
  readonly maxBodyBytes?: number;
}

/** The path placeholders that name the organisation (the specs use both spellings). */
export const ORGANISATION_PARAMS = ['org', 'organisation'] as const;

const PLACEHOLDER = /\{([^{}]+)\}/g;

/** Names of a path's `{placeholders}`, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
}

/** The success status a caller gets: the lowest 2xx or 3xx the descriptor lists. */
export function successStatus(responses: Responses): SuccessStatus | undefined {
  const statuses = Object.keys(responses).map(Number).filter((s) => s >= 200 && s < 400).sort((a, b) => a - b);
  return statuses[0] as SuccessStatus | undefined;
}

/** The media types of the success answer: JSON unless `produces` says otherwise (a redirect has none). */
export function successMediaTypes(e: Pick<EndpointInput, 'produces'>): readonly Exclude<Produces, 'redirect'>[] {
  const list = e.produces === undefined ? ['application/json' as const] : typeof e.produces === 'string' ? [e.produces] : e.produces;
  return list.filter((p): p is Exclude<Produces, 'redirect'> => p !== 'redirect');
}

export type Endpoint<E extends EndpointInput = EndpointInput> = E & { readonly responses: E['responses'] & Responses };

/**
 * Adds the errors every call can give, so no descriptor forgets them: 400 when it takes input,
 * 401 and 403 when it needs a token, 500 always. Anything else (404, 409, 429, ...) is listed
 * by the descriptor itself.
 */
export function endpoint<const E extends EndpointInput>(e: E): Endpoint<E> {
  const placeholders = pathParams(e.path).sort().join(',');
  const declared = Object.keys(e.params?.shape ?? {}).sort().join(',');
  if (placeholders !== declared) throw new Error(`${e.method} ${e.path}: path placeholders [${placeholders}] differ from params [${declared}]`);
  const standard: Partial<Record<ErrorStatus, typeof ErrorBody>> = {};
  if (e.params || e.query || e.body) standard[400] = ErrorBody;
  if (!e.access.public) {
    standard[401] = ErrorBody;
    standard[403] = ErrorBody;
  }
  standard[500] = ErrorBody;
  return { ...e, responses: { ...standard, ...e.responses } };
}

/** The given error statuses, each answered with the contract's error body. */
export function errors<const S extends readonly ErrorStatus[]>(...statuses: S): { readonly [K in S[number]]: typeof ErrorBody } {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBody])) as { [K in S[number]]: typeof ErrorBody };
}

export interface Area<E extends Readonly<Record<string, Endpoint>> = Readonly<Record<string, Endpoint>>> {
  /** kebab-case; becomes generated/client/<name>.gen.ts. */
  readonly name: string;
  readonly summary: string;
  readonly endpoints: E;
}

export function defineArea<const E extends Readonly<Record<string, Endpoint>>>(name: string, summary: string, endpoints: E): Area<E> {
  return { name, summary, endpoints };
}
