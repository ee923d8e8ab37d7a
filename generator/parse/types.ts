/**
 * What parsing produces, from two independent readers: the contract with every zod schema already
 * turned into JSON Schema (contract.ts), and the source facts (export names, module paths, JSDoc)
 * read by ts-morph (source.ts). Plain data from here on: the model and the emitters never see a
 * zod or ts-morph object.
 */
import type { ResourceOperationKind } from '../../schemas/core/resource.js';
import type { ErrorStatus, Produces, SuccessStatus } from '../../schemas/endpoints/define.js';

export type { ResourceOperationKind } from '../../schemas/core/resource.js';

export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export const isJsonObject = (value: Json | undefined): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

/** How OpenAPI components reference each other: `#/components/schemas/<Name>`. */
export const COMPONENT_REF = '#/components/schemas/';

export type Io = 'input' | 'output';

/** enum/entity: from a domain manifest; body: a request body; resource: a resource schema no manifest names; implicit: a component only (ErrorBody). */
export type SchemaKind = 'enum' | 'entity' | 'body' | 'resource' | 'implicit';

export interface ParsedSchema {
  readonly name: string;
  readonly kind: SchemaKind;
  /** Domain manifest that lists it (enums and entities). */
  readonly domain?: string;
  readonly io: Io;
  /** The values of a z.enum, in order. */
  readonly values?: readonly (string | number)[];
  /** For a request body: the (first) operation it is the body of, whose JSDoc lookup it uses. */
  readonly operation?: string;
  /** The input form of this named schema, under its own name because it differs from its output form. */
  readonly inputOf?: string;
  /** Draft-07, self-contained: the schema itself at the root, what it references under `definitions`. */
  readonly draft07: JsonObject;
}

export interface ParsedProperty {
  readonly name: string;
  readonly required: boolean;
  /** Draft 2020-12; named schemas as `#/components/schemas/<Name>` refs. */
  readonly schema: JsonObject;
}

/** A status a descriptor can list. */
export type ResponseStatus = SuccessStatus | ErrorStatus;

export interface ParsedResponse {
  readonly status: ResponseStatus;
  /** Draft 2020-12 with component refs; absent when the response has no body (204, redirects). */
  readonly schema?: JsonObject;
  readonly description?: string;
}

export interface ParsedOperation {
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly access: JsonObject;
  readonly spec: readonly string[];
  readonly decision?: string;
  /** The descriptor's `produces` as a list ('redirect' included); empty for a plain JSON call. */
  readonly produces: readonly Produces[];
  /** Media types of the success answer's body: JSON unless `produces` says otherwise; none for a redirect. */
  readonly successMediaTypes: readonly string[];
  /** The status whose body a caller gets (schemas/endpoints/define.ts successStatus). */
  readonly successStatus?: SuccessStatus;
  readonly consumes?: string;
  readonly params?: readonly ParsedProperty[];
  readonly query?: readonly ParsedProperty[];
  readonly body?: { readonly name: string; readonly optional: boolean };
  readonly responses: readonly ParsedResponse[];
}

export interface ParsedArea {
  readonly name: string;
  readonly summary: string;
  readonly operations: readonly ParsedOperation[];
}

export interface ParsedRule {
  readonly name: string;
  readonly domain: string;
  readonly spec: readonly string[];
  readonly summary: string;
  readonly messages: readonly string[];
}

export interface ParsedDomain {
  readonly name: string;
  readonly spec: readonly string[];
  readonly enums: readonly string[];
  readonly entities: readonly string[];
  readonly rules: readonly ParsedRule[];
}

export interface ParsedResource {
  readonly name: string;
  readonly label: string;
  readonly spec: readonly string[];
  readonly idField: string;
  readonly record: string;
  readonly create?: string;
  readonly update?: string;
  readonly operations: Readonly<Partial<Record<ResourceOperationKind, string>>>;
  readonly listColumns: readonly string[];
  readonly filters: readonly string[];
}

export interface SourceArea {
  /** The exported const holding the area, e.g. `authArea`. */
  readonly exportName: string;
  /** Repository-relative module path, forward slashes: `schemas/endpoints/auth.ts`. */
  readonly modulePath: string;
}

/** What only the source text knows (read by ts-morph, syntax only). */
export interface SourceInfo {
  /** Area name (the first argument of `defineArea`) → where it is exported. */
  readonly areas: ReadonlyMap<string, SourceArea>;
  /** `<domain>/<ManifestKey>` → JSDoc of the const the manifest lists under that key. */
  readonly docs: ReadonlyMap<string, string>;
  /** Operation name → JSDoc of the const used as its body, when the body is a named const. */
  readonly bodyDocs: ReadonlyMap<string, string>;
}

export interface ParsedContract {
  readonly domains: readonly ParsedDomain[];
  /** Every named schema, in contract order (domains, then request bodies, then resource schemas). */
  readonly schemas: readonly ParsedSchema[];
  /** OpenAPI components (draft 2020-12): the named schemas plus input/output variants and recursive parts. */
  readonly components: Readonly<Record<string, JsonObject>>;
  readonly areas: readonly ParsedArea[];
  readonly resources: readonly ParsedResource[];
  readonly errorCatalogueSize: number;
  /** Things that did not stop generation but someone should fix (duplicate names, unresolved operations). */
  readonly warnings: readonly string[];
}
