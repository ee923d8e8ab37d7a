/**
 * A back-office resource: what the console needs to render list, show, create and edit screens
 * generically. Operations and schemas are referenced as objects (type-checked); the generator
 * resolves them to operation and schema names in generated/resources.gen.ts.
 */
import type { z } from 'zod';
import type { SpecRef } from './spec-ref.js';
import type { Endpoint } from '../endpoints/define.js';

/** What a console resource can do, in the order react-admin's screens use them. */
export const RESOURCE_OPERATIONS = ['list', 'get', 'create', 'update', 'delete'] as const;
export type ResourceOperationKind = (typeof RESOURCE_OPERATIONS)[number];

export interface ResourceInput {
  /** react-admin resource name, kebab-case plural: 'admins', 'api-tokens', 'theme-drafts'. */
  readonly name: string;
  /** English label; the console translates by name. */
  readonly label: string;
  readonly spec: SpecRef | readonly SpecRef[];
  /** The record as listed and shown. */
  readonly record: z.ZodType;
  /** The field that identifies a record ('_id', 'key', 'id'). */
  readonly idField: string;
  /** Body of create and update, when it differs from the record. */
  readonly createBody?: z.ZodType;
  readonly updateBody?: z.ZodType;
  readonly operations: { readonly [K in ResourceOperationKind]?: Endpoint };
  /** Fields shown as list columns, in order (the rest on the show page). */
  readonly listColumns: readonly string[];
  /** Fields the list can be filtered by (query parameters of the list operation). */
  readonly filters?: readonly string[];
}

export function defineResource<const R extends ResourceInput>(r: R): R {
  return r;
}
