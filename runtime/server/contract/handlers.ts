/**
 * Handlers are bound by operation name: `defineHandlers(area, { opName: async (ctx) => body })`.
 * The context carries the request's params, query and body already parsed with the descriptor's
 * zod schemas, and the caller; the return type is the descriptor's success body (its input form:
 * Dates or ISO strings both fine), a file, or a redirect.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Area, Endpoint, SuccessStatus } from '../../../schemas/endpoints/define.js';
import type { Principal } from '../auth/principal.js';
import type { Services } from '../services.js';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The success body's input form: what a handler may return. */
export type SuccessBody<E extends Endpoint> = E['responses'] extends { 200: infer S extends z.ZodType }
  ? z.input<S>
  : E['responses'] extends { 201: infer S extends z.ZodType }
    ? z.input<S>
    : E['responses'] extends { 202: infer S extends z.ZodType }
      ? z.input<S>
      : E['responses'] extends { 204: infer S extends z.ZodType }
        ? z.input<S>
        : undefined;

/** A file answer (PDF, CSV, XLSX, HTML) sent as is. */
export interface FileAnswer {
  readonly kind: 'file';
  readonly contentType: string;
  /** A stream is piped as it is written (exports), so a large file never sits in memory whole. */
  readonly body: string | Buffer | Readable;
  /** Offered as the download name (Content-Disposition: attachment). */
  readonly filename?: string;
}

export interface RedirectAnswer {
  readonly kind: 'redirect';
  readonly location: string;
}

/**
 * A JSON answer with another of the descriptor's success statuses than its first, for a call with two
 * outcomes (e.g. 201 when it made something, 200 when it was there already).
 */
export interface StatusAnswer<B = unknown> {
  readonly kind: 'status';
  readonly status: SuccessStatus;
  readonly body: B;
}

export const file = (contentType: string, body: string | Buffer | Readable, filename?: string): FileAnswer => ({ kind: 'file', contentType, body, ...(filename ? { filename } : {}) });
export const redirect = (location: string): RedirectAnswer => ({ kind: 'redirect', location });
export const withStatus = <B,>(status: SuccessStatus, body: B): StatusAnswer<B> => ({ kind: 'status', status, body });

export interface HandlerContext<E extends Endpoint = Endpoint> {
  readonly params: Out<E['params']>;
  readonly query: Out<E['query']>;
  readonly body: Out<E['body']>;
  /** The caller; undefined only on public calls made without a token. */
  readonly principal: E['access'] extends { public: true } ? Principal | undefined : Principal;
  readonly endpoint: E;
  readonly operation: string;
  readonly requestId: string;
  readonly services: Services;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type Handler<E extends Endpoint = Endpoint> = (ctx: HandlerContext<E>) => Promise<SuccessBody<E> | StatusAnswer<SuccessBody<E>> | FileAnswer | RedirectAnswer>;

export type AreaHandlers<A extends Area> = { readonly [K in keyof A['endpoints']]?: Handler<A['endpoints'][K]> };

/** An area's handlers with their per-operation types erased: what the router binds. */
export interface BoundArea {
  readonly area: Area;
  readonly handlers: Readonly<Record<string, Handler | undefined>>;
}

/** Handlers of one area, checked against its descriptors. */
export function defineHandlers<A extends Area>(area: A, handlers: AreaHandlers<A>): BoundArea {
  for (const op of Object.keys(handlers)) {
    if (!(op in area.endpoints)) throw new Error(`${area.name}: no operation '${op}' in the contract`);
  }
  // Each handler was checked against its own descriptor above; the router only needs the erased form.
  return { area, handlers: handlers as unknown as BoundArea['handlers'] };
}
