/**
 * Turning one call's input into a URL and a body, from its endpoint descriptor: `{org}` /
 * `{organisation}` filled from the client's organisation, params, query and body validated with
 * the descriptor's zod schemas (parse: transforms apply) BEFORE anything is sent, path parameters
 * encoded, query values written as text (docs/decisions.md "Query encoding"). `endpoint()` makes
 * sure a path's placeholders are exactly its params' keys.
 */
import type { z } from 'zod';
import { ORGANISATION_PARAMS, pathParams, type Endpoint } from '../../schemas/endpoints/define.js';
import type { CallInput } from './api-client.js';
import { type InputLocation, validationError } from './errors.js';

export interface PreparedRequest {
  /** Path and query, to append to the base URL. */
  readonly pathAndQuery: string;
  /** The validated (and transformed) body; undefined when the call sends none. */
  readonly body: unknown;
  readonly hasBody: boolean;
}

/** Params with `org`/`organisation` filled from the client when the path names them and they are absent. */
function fillOrganisation(endpoint: Endpoint, params: Readonly<Record<string, unknown>> | undefined, organisation: string): Record<string, unknown> {
  const out: Record<string, unknown> = { ...params };
  const named = pathParams(endpoint.path);
  for (const name of ORGANISATION_PARAMS) {
    if (named.includes(name) && out[name] === undefined) out[name] = organisation;
  }
  return out;
}

function validated(schema: z.ZodType | undefined, value: unknown, location: InputLocation): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, location);
  return result.data;
}

/** One query or path value as text: dates as ISO strings, arrays as comma lists, objects as JSON. */
function toText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toText).join(',');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** `?a=1&b=x,y` from a query object: undefined and null skipped, each part percent-encoded, commas kept literal. */
function buildQuery(query: Readonly<Record<string, unknown>> | undefined): string {
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
function buildPath(path: string, params: Readonly<Record<string, unknown>>): string {
  let out = path;
  for (const name of pathParams(path)) {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw validationError([{ path: [name], message: `Missing path parameter: ${name}`, code: 'invalid_type' }], 'params');
    }
    out = out.replace(`{${name}}`, () => encodeURIComponent(toText(value)));
  }
  return out;
}

/**
 * Validates and builds one request. Without a schema for a part, that part is passed on as given.
 * `withBody: false` (for `url()`, a link has no body) skips the body.
 * Throws the catalogue's validationError (400) naming the first issue; nothing is sent then.
 */
export function prepareRequest(endpoint: Endpoint, input: CallInput, organisation: string, withBody = true): PreparedRequest {
  const params = validated(endpoint.params, fillOrganisation(endpoint, input.params, organisation), 'params') as Record<string, unknown>;
  const query = validated(endpoint.query, endpoint.query ? (input.query ?? {}) : input.query, 'query') as Record<string, unknown> | undefined;
  const hasBody = withBody && (endpoint.body !== undefined || input.body !== undefined);
  const body = hasBody ? validated(endpoint.body, input.body, 'body') : undefined;
  return { pathAndQuery: buildPath(endpoint.path, params) + buildQuery(query), body, hasBody: hasBody && body !== undefined };
}
