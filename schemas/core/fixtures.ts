/**
 * Fixtures for the contract test: for every entity of a domain, values in their wire form (JSON:
 * timestamps as ISO strings). Valid ones must pass zod (after reviving timestamps) and ajv on the
 * generated JSON Schema; invalid ones must fail zod, and ajv too when `jsonSchemaRejects` says the
 * JSON Schema can express the rule (refinements cannot).
 */
export interface InvalidFixture {
  readonly value: unknown;
  /** What is wrong, in a few words. */
  readonly reason: string;
  readonly jsonSchemaRejects: boolean;
}

export interface EntityFixtures {
  readonly valid: readonly unknown[];
  readonly invalid?: readonly InvalidFixture[];
}

export type DomainFixtures = Readonly<Record<string, EntityFixtures>>;
