/**
 * Routes come from the endpoint descriptors: every operation of every area is registered under
 * /api, bound to its handler by operation name, or answering 501 notImplemented until it has one.
 * Input is parsed with the descriptor's zod schemas (JSON bodies arrive with timestamps revived);
 * access is checked before the handler; JSON answers are checked against the success schema when
 * `validateResponses` is on (development and tests), as the client would check them. A handler
 * answers the descriptor's first success status unless it names another one it lists (withStatus).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { ORGANISATION_PARAMS, successStatus, type Area, type Endpoint } from '../../../schemas/endpoints/define.js';
import { reviveTimestamps } from '../../../schemas/core/wire.js';
import { HEADERS } from '../../../schemas/constants.js';
import { checkAccess } from '../auth/access.js';
import type { Principal } from '../auth/principal.js';
import { problem, validationProblem, type HttpErrorId, type InputPart } from '../errors.js';
import type { Services } from '../services.js';
import { organisationExists } from '../repositories/admins.js';
import type { BoundArea, FileAnswer, Handler, HandlerContext, RedirectAnswer, StatusAnswer } from './handlers.js';

export const API_PREFIX = '/api';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves. */
    operation?: string;
  }
}

/** `/v3/x/{id}` → `/v3/x/:id` (find-my-way syntax). */
export function fastifyPath(path: string): string {
  return path.replace(/\{([^{}]+)\}/g, ':$1');
}

function parsed(schema: z.ZodType | undefined, value: unknown, part: InputPart, rows?: string): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success) throw validationProblem(result.error, part, rows);
  return result.data;
}

/** Batches and files: large enough for a year of 15-minute readings of a few meters. */
const BATCH_BODY_LIMIT = 32 * 1024 * 1024;

/** The organisation a call names: a path `{org}`/`{organisation}`, else an `organisation` query value. */
function namedOrganisation(params: Record<string, unknown>, query: Record<string, unknown> | undefined): string | undefined {
  for (const name of ORGANISATION_PARAMS) if (typeof params[name] === 'string') return params[name];
  return typeof query?.organisation === 'string' ? query.organisation : undefined;
}

/** The organisation a body names at its top level (null there means the platform, not an organisation). */
function bodyOrganisation(body: unknown): string | undefined {
  const named = typeof body === 'object' && body !== null ? (body as { organisation?: unknown }).organisation : undefined;
  return typeof named === 'string' ? named : undefined;
}

/**
 * An organisation a call names must exist (docs/decisions.md "Unknown organisations"): 404 for the
 * path or query, 400 for a body field, before a handler writes a row that refers to it. Codes found
 * are remembered: the table only grows (the seed writes it; no operation removes one).
 */
function organisationCheck(services: Services): (params: Record<string, unknown>, query: Record<string, unknown> | undefined, body: unknown) => Promise<void> {
  const known = new Set<string>();
  const exists = async (code: string) => {
    if (known.has(code)) return true;
    if (!(await organisationExists(services.db, code))) return false;
    known.add(code);
    return true;
  };
  return async (params, query, body) => {
    const named = namedOrganisation(params, query);
    if (named !== undefined && !(await exists(named))) throw problem('notFound', { message: `No organisation ${named}` });
    const inBody = bodyOrganisation(body);
    if (inBody !== undefined && inBody !== named && !(await exists(inBody))) {
      const message = `Organisation ${inBody} does not exist`;
      throw problem('validationError', { message, data: { issues: [{ path: ['body', 'organisation'], message, code: 'custom' }] } });
    }
  };
}

const kindOf = (value: unknown): unknown => (typeof value === 'object' && value !== null && 'kind' in value ? (value as { kind: unknown }).kind : undefined);

function isAnswer(value: unknown): value is FileAnswer | RedirectAnswer {
  return kindOf(value) === 'file' || kindOf(value) === 'redirect';
}

const isStatusAnswer = (value: unknown): value is StatusAnswer => kindOf(value) === 'status';

/** Reads the bearer token (or a link's `accessToken` query value) into a principal. */
export type Authenticate = (request: FastifyRequest, endpoint: Endpoint) => Promise<Principal | undefined>;

export interface RouteOptions {
  readonly services: Services;
  readonly authenticate: Authenticate;
  readonly validateResponses: boolean;
  /** Hooks an operation's route gets besides the contract's own (throttling). */
  readonly routeOptions?: (operation: string) => Pick<RouteShorthandOptions, 'preHandler'>;
}

export interface BindingReport {
  readonly implemented: string[];
  readonly missing: string[];
}

export function registerContract(app: FastifyInstance, areas: readonly Area[], bound: readonly BoundArea[], options: RouteOptions): BindingReport {
  const handlers = new Map<string, Handler>();
  for (const b of bound) for (const [op, h] of Object.entries(b.handlers)) if (h) handlers.set(op, h as Handler);
  const report: BindingReport = { implemented: [], missing: [] };
  const checkOrganisation = organisationCheck(options.services);

  for (const area of areas) {
    for (const [operation, endpoint] of Object.entries(area.endpoints)) {
      const handler = handlers.get(operation);
      (handler ? report.implemented : report.missing).push(operation);
      const firstStatus = successStatus(endpoint.responses) ?? 200;
      const schemas = endpoint.responses as Record<number, z.ZodType | undefined>;

      app.route({
        method: endpoint.method,
        url: API_PREFIX + fastifyPath(endpoint.path),
        config: { operation },
        ...options.routeOptions?.(operation),
        ...(endpoint.rows !== undefined || endpoint.consumes === 'text/csv' ? { bodyLimit: BATCH_BODY_LIMIT } : {}),
        ...(endpoint.maxBodyBytes !== undefined ? { bodyLimit: endpoint.maxBodyBytes } : {}),
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          // Who first (401/403 before any detail of the input), then what: bad input is a 400 even where nothing is bound yet.
          const principal = await options.authenticate(request, endpoint);
          if (!principal && endpoint.withoutToken) throw problem(endpoint.withoutToken as HttpErrorId);
          checkAccess(endpoint.access, principal, namedOrganisation((request.params ?? {}) as Record<string, unknown>, request.query as Record<string, unknown> | undefined));
          const params = parsed(endpoint.params, request.params ?? {}, 'params') as Record<string, unknown>;
          const query = parsed(endpoint.query, endpoint.query ? (request.query ?? {}) : undefined, 'query') as Record<string, unknown> | undefined;
          const body = endpoint.body ? parsed(endpoint.body, request.body, 'body', endpoint.rows) : undefined;
          await checkOrganisation(params, query, body);
          if (!handler) throw problem('notImplemented', { info: operation });
          const ctx: HandlerContext = {
            params: params as never, query: query as never, body: body as never,
            principal: principal as never, endpoint, operation, requestId: String(request.id), services: options.services, request, reply,
          };
          let answer = await handler(ctx);
          let status = firstStatus;
          if (isStatusAnswer(answer)) {
            // Only a status the descriptor lists: the contract says what a caller may get.
            if (!schemas[answer.status]) throw new Error(`${operation}: ${answer.status} is not among its responses`);
            status = answer.status;
            answer = answer.body as Awaited<ReturnType<Handler>>;
          }
          const schema = schemas[status];
          if (isAnswer(answer)) {
            if (answer.kind === 'redirect') return reply.redirect(answer.location, 302);
            reply.code(status).type(answer.contentType);
            if (answer.filename) reply.header('Content-Disposition', `attachment; filename="${answer.filename.replace(/["\\\r\n]/g, '_')}"`);
            return reply.send(answer.body);
          }
          if (status === 204 || answer === undefined) return reply.code(status).send();
          if (options.validateResponses && schema) {
            const check = schema.safeParse(reviveTimestamps(answer));
            if (!check.success) {
              request.log.error({ operation, issues: check.error.issues.slice(0, 5) }, 'response does not match the contract');
              throw problem('internalError');
            }
          }
          return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(answer));
        },
      });
    }
  }
  return report;
}

/** The request id: the client's X-Request-Id when it sends a sane one, else ours. */
export function requestIdOf(headers: Readonly<Record<string, string | string[] | undefined>>, fallback: () => string): string {
  const sent = headers[HEADERS.REQUEST_ID.toLowerCase()];
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value && /^[\w.:-]{1,128}$/.test(value) ? value : fallback();
}
