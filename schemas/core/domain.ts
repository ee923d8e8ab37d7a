/**
 * A domain file ends with one `defineDomain(...)` manifest: the names under which its enumerations,
 * entities and rules appear in generated/ (JSON Schema file names, OpenAPI component names, README
 * counts). Names are global: the contract test refuses a name used twice.
 */
import type { z } from 'zod';
import type { SpecRef } from './spec-ref.js';

/** A validation rule of a spec's §5 (or a rule a spec states elsewhere), with its exact messages. */
export interface RuleDescriptor {
  readonly spec: SpecRef;
  /** One line: what the rule checks, in the spec's words. */
  readonly summary: string;
  /** The zod schema that enforces it (usually also listed under entities or a request body). */
  readonly schema: z.ZodType;
  /** The spec's exact messages this rule can produce, if the spec gives any. */
  readonly messages?: readonly string[];
}

export interface DomainInput {
  readonly name: string;
  readonly spec: readonly SpecRef[];
  readonly enums: Readonly<Record<string, z.ZodEnum>>;
  readonly entities: Readonly<Record<string, z.ZodType>>;
  readonly rules?: Readonly<Record<string, RuleDescriptor>>;
}

export interface Domain extends DomainInput {
  readonly rules: Readonly<Record<string, RuleDescriptor>>;
}

export function defineDomain<const D extends DomainInput>(d: D): D & Domain {
  return { ...d, rules: d.rules ?? {} } as D & Domain;
}

export function rule(d: RuleDescriptor): RuleDescriptor {
  return d;
}
