/**
 * Turning one call's input into a URL and a body, from its endpoint descriptor: `{org}` /
 * `{organisation}` filled from the client's organisation, params, query and body validated with
 * the descriptor's zod schemas (parse: transforms apply) BEFORE anything is sent, path parameters
 * encoded, query values written as text (docs/decisions.md "Query encoding").
 */
import type { z } from 'zod';
import type { Endpoint } from '../../schemas/endpoints/define.js';
import type { CallInput } from './api-client.js';
import { type InputLocation, catalogueError, validationError } from './errors.js';

/** The path placeholders that name the organisation (conventions: both spellings are used). */
export const ORGANISATION_PARAMS = ['org', 'organisation'] as const;

const PLACEHOLDER = /\{([^{}]+)\}/g;

export interface PreparedRequest {
  /** Path and query, to append to the base URL. */
  readonly pathAndQuery: string;
  /** The validated (and transformed) body; undefined when the call sends none. */
  readonly body: unknown;
  readonly hasBody: boolean;
}

/** Names of a path's `{placeholders}`, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
}

/** Params with `org`/`organisation` filled from the client when the path or schema names them and they are absent. */
export function fillOrganisation(endpoint: Endpoint, params: Readonly<Record<string, unknown>> | undefined, organisation: string): Record<string, unknown> {
  const out: Record<string, unknown> = { ...params };
  const named = new Set([...pathParams(endpoint.path), ...Object.keys(endpoint.params?.shape ?? {})]);
  for (const name of ORGANISATION_PARAMS) {
    if (named.has(name) && out[name] === undefined) out[name] = organisation;
  }
  return out;
}

type Parse = (schema: z.ZodType, value: unknown) => z.ZodSafeParseResult<unknown>;

function validated(schema: z.ZodType | undefined, value: unknown, location: InputLocation, parse: Parse): unknown {
  if (!schema) return value;
  const result = parse(schema, value);
  if (!result.success) throw validationError(result.error, location);
  return result.data;
}

/** One query or path value as text: dates as ISO strings, arrays as comma lists, objects as JSON. */
export function toText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toText).join(',');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** `?a=1&b=x,y` from a query object: undefined and null skipped, each part percent-encoded, commas kept literal. */
export function buildQuery(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value)
      ? value.filter((v) => v !== undefined && v !== null).map((v) => encodeURIComponent(toText(v))).join(',')
      : encodeURIComponent(toText(value));
    parts.push(`${encodeURIComponent(key)}=${text}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The path with each `{param}` replaced by its encoded value; a missing one is a validation error. */
export function buildPath(path: string, params: Readonly<Record<string, unknown>>): string {
  return path.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw catalogueError('validationError', {
        message: `Missing path parameter: ${name}`,
        data: { issues: [{ path: ['params', name], message: `Missing path parameter: ${name}`, code: 'invalid_type' }] },
      });
    }
    return encodeURIComponent(toText(value));
  });
}

/**
 * Validates and builds one request. Without a schema for a part, that part is passed on as given.
 * `withBody: false` (for `url()`, a link has no body) skips the body.
 * Throws the catalogue's validationError (400) naming the first issue; nothing is sent then.
 */
export function prepareRequest(endpoint: Endpoint, input: CallInput, organisation: string, parse: Parse, withBody = true): PreparedRequest {
  const filled = fillOrganisation(endpoint, input.params, organisation);
  const parsed = validated(endpoint.params, filled, 'params', parse) as Record<string, unknown>;
  // A params schema that does not list org/organisation still gets the organisation into the path.
  const params = { ...Object.fromEntries(ORGANISATION_PARAMS.filter((n) => n in filled).map((n) => [n, filled[n]])), ...parsed };
  const query = validated(endpoint.query, endpoint.query ? (input.query ?? {}) : input.query, 'query', parse) as Record<string, unknown> | undefined;
  const hasBody = withBody && (endpoint.body !== undefined || input.body !== undefined);
  const body = hasBody ? validated(endpoint.body, input.body, 'body', parse) : undefined;
  return { pathAndQuery: buildPath(endpoint.path, params) + buildQuery(query), body, hasBody: hasBody && body !== undefined };
}

/** Synchronous zod parse (for `url()`, which cannot wait). */
export const parseSync: Parse = (schema, value) => schema.safeParse(value);
