/**
 * Resource and field names under react-admin's keys: `resources.<name>.name` ('one |||| many') and
 * `resources.<name>.fields.<field>`. English is read from the descriptors (generated/resources.gen.ts)
 * when the console starts, so a field added to the contract shows its JSON Schema title with no
 * console change; the other languages are hand-written tables (resources/<lang>.ts) of the same keys,
 * and a key a table lacks falls back to English.
 */
import type { JsonSchema, ResourceDescriptor } from '../../../generated/resources.gen.js';
import type { MessageTree } from './console-messages.js';

/** A language's table: per resource, its name and the names of its fields. */
export interface ResourceNames {
  /** 'one |||| many'. */
  readonly name?: string;
  readonly fields?: Readonly<Record<string, string>>;
}
export type ResourceMessages = Readonly<Record<string, ResourceNames>>;

/** A property's title, through anyOf (nullable and optional fields are written as one), as generic-list.tsx reads it. */
function propertyTitle(property: Record<string, unknown>): string | undefined {
  if (typeof property.title === 'string') return property.title;
  const variants = (property.anyOf as Record<string, unknown>[] | undefined)?.filter((variant) => variant.type !== 'null');
  return variants?.length === 1 && typeof variants[0]?.title === 'string' ? variants[0].title : undefined;
}

/** The titled properties of a resource's schemas: the record's title first, then create's, then update's. */
function fieldTitles(descriptor: ResourceDescriptor): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const schema of [descriptor.schemas.record, descriptor.schemas.create, descriptor.schemas.update]) {
    const properties = ((schema as JsonSchema | undefined)?.properties ?? {}) as Record<string, Record<string, unknown>>;
    for (const [field, property] of Object.entries(properties)) {
      const title = propertyTitle(property);
      if (title !== undefined && titles[field] === undefined) titles[field] = title;
    }
  }
  return titles;
}

/**
 * 'one |||| many': the record schema's title is the singular ('Admin' beside the label 'Admins'), a
 * trailing remark in parentheses dropped ('Secret (without value)'). Where a schema has no title the
 * generator writes its name ('AccountProspectRecord'): a name of several words joined is no title, and
 * the label serves for both forms.
 */
function resourceName(descriptor: ResourceDescriptor): string {
  const title = descriptor.schemas.record.title;
  if (typeof title !== 'string' || /^(?:[A-Z][a-z0-9]*){2,}$/.test(title)) return descriptor.label;
  return `${title.replace(/\s*\([^)]*\)$/, '')} |||| ${descriptor.label}`;
}

/** English, from the descriptors. */
export function englishResourceMessages(descriptors: readonly ResourceDescriptor[]): ResourceMessages {
  return Object.fromEntries(descriptors.map((descriptor) => [descriptor.name, { name: resourceName(descriptor), fields: fieldTitles(descriptor) }]));
}

/** A table as a message tree under `resources`. */
export function resourceTree(messages: ResourceMessages): MessageTree {
  return { resources: messages as MessageTree };
}
