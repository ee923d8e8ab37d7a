/**
 * The show screen of any resource, from its descriptor: every field of the record's schema in the
 * uiSchema's order, each shown as the list shows it (generic-list.tsx), hidden fields left out.
 */
import { Show, SimpleShowLayout } from 'react-admin';
import type { JsonSchema, ResourceDescriptor } from '../../../generated/resources.gen.js';
import { schemaField } from './generic-list.js';

/** The record's fields to show: the uiSchema's order first, then the schema's other properties; hidden ones out. */
export function shownFields(record: JsonSchema, uiSchema: JsonSchema): string[] {
  const properties = Object.keys((record.properties ?? {}) as object);
  const order = ((uiSchema['ui:order'] ?? []) as string[]).filter((name) => properties.includes(name));
  const hidden = (name: string) => (uiSchema[name] as Record<string, unknown> | undefined)?.['ui:widget'] === 'hidden';
  return [...order, ...properties.filter((name) => !order.includes(name))].filter((name) => !hidden(name));
}

/** `id`: the record's, where no route gives it (react-admin's show route does). */
export function GenericShow({ descriptor, id }: { readonly descriptor: ResourceDescriptor; readonly id?: string }) {
  return (
    <Show resource={descriptor.name} title={descriptor.label} id={id}>
      <SimpleShowLayout>{shownFields(descriptor.schemas.record, descriptor.uiSchema.record).map((name) => schemaField(descriptor.schemas.record, name))}</SimpleShowLayout>
    </Show>
  );
}
