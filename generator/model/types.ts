/**
 * The generator's model: plain data, no zod, no ts-morph. Each emitter is a pure function of it.
 */
import type { SpecName } from '../../schemas/core/spec-ref.js';
import type { Produces } from '../../schemas/endpoints/define.js';
import type { Io, JsonObject, ResourceOperationKind, ResponseStatus, SchemaKind } from '../parse/types.js';

export type { SpecName } from '../../schemas/core/spec-ref.js';
export type { Io, Json, JsonObject, ResourceOperationKind, ResponseStatus, SchemaKind } from '../parse/types.js';

export interface SchemaModel {
  readonly name: string;
  readonly kind: Exclude<SchemaKind, 'implicit'>;
  readonly domain?: string;
  readonly io: Io;
  readonly values?: readonly (string | number)[];
  /** Specs the schema cites (its JSDoc, else its domain's spec list). */
  readonly specs: readonly SpecName[];
  /** Draft-07, self-contained, with $id, title and description filled in. */
  readonly jsonSchema: JsonObject;
}

export interface ParameterModel {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly required: boolean;
  readonly schema: JsonObject;
  readonly description?: string;
}

export interface ResponseModel {
  readonly status: ResponseStatus;
  readonly schema?: JsonObject;
  readonly description?: string;
}

/** How the typed client function takes its input. */
export interface ClientShape {
  /** Present when the call has path parameters; `orgKeys` are the ones the client fills in. */
  readonly params?: { readonly optional: boolean; readonly orgKeys: readonly string[] };
  readonly query?: { readonly optional: boolean };
  readonly body?: { readonly optional: boolean };
  /** Nothing in the input is required: the argument itself is optional. */
  readonly inputOptional: boolean;
  /** The status whose body the call resolves to (the lowest 2xx or 3xx): the result type. */
  readonly successStatus?: number;
  /** Non-JSON answer: the client also offers `<op>Url(client, input)`. */
  readonly url: boolean;
}

export interface OperationModel {
  readonly name: string;
  /** PascalCase of the name, for type names. */
  readonly typeName: string;
  readonly area: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly access: JsonObject;
  readonly spec: readonly string[];
  readonly specs: readonly SpecName[];
  readonly decision?: string;
  /** The descriptor's `produces` as a list; empty for a plain JSON call. */
  readonly produces: readonly Produces[];
  /** Media types of the success body (none for a redirect). */
  readonly successMediaTypes: readonly string[];
  readonly consumes?: string;
  readonly parameters: readonly ParameterModel[];
  readonly body?: { readonly name: string; readonly optional: boolean };
  readonly responses: readonly ResponseModel[];
  readonly client: ClientShape;
}

export interface AreaModel {
  readonly name: string;
  readonly summary: string;
  readonly exportName: string;
  readonly modulePath: string;
  readonly operations: readonly OperationModel[];
}

export interface RuleModel {
  readonly name: string;
  readonly domain: string;
  readonly summary: string;
  readonly specs: readonly SpecName[];
}

export interface ResourceOperationModel {
  readonly operation: string;
  readonly method: string;
  readonly path: string;
  readonly access: JsonObject;
}

export interface ResourceModel {
  readonly name: string;
  readonly label: string;
  readonly spec: readonly string[];
  readonly idField: string;
  readonly schemaNames: { readonly record: string; readonly create?: string; readonly update?: string };
  readonly operations: Readonly<Partial<Record<ResourceOperationKind, ResourceOperationModel>>>;
  /** RJSF uiSchema per schema, from the `x-ui` hints. */
  readonly uiSchema: { readonly record: JsonObject; readonly create?: JsonObject; readonly update?: JsonObject };
  readonly listColumns: readonly string[];
  readonly filters: readonly string[];
}

export interface Counts {
  readonly domains: number;
  readonly enums: number;
  readonly enumValues: number;
  readonly entities: number;
  readonly bodies: number;
  readonly rules: number;
  readonly operations: number;
  readonly areas: number;
  readonly resources: number;
  readonly errorCatalogue: number;
}

export interface SpecRow {
  readonly spec: SpecName;
  readonly enums: number;
  readonly entities: number;
  readonly rules: number;
  readonly operations: number;
}

export interface Model {
  readonly info: { readonly title: string; readonly version: string };
  /** Every schema that gets a generated/json-schema file, sorted by name. */
  readonly schemas: readonly SchemaModel[];
  readonly components: Readonly<Record<string, JsonObject>>;
  readonly areas: readonly AreaModel[];
  readonly rules: readonly RuleModel[];
  readonly resources: readonly ResourceModel[];
  readonly counts: Counts;
  readonly specRows: readonly SpecRow[];
}
