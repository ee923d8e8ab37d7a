/**
 * The show screen of any resource, from its descriptor: every field of the record's schema in the
 * uiSchema's order, each shown as the list shows it (generic-fields.tsx), hidden fields left out.
 * Edit and Delete (with a confirmation) show where the descriptor has the operation and the admin's
 * scope may use it (react-admin's buttons ask the auth provider's canAccess).
 */
import { DeleteButton, EditButton, Show, SimpleShowLayout, TopToolbar, useLocaleState } from 'react-admin';
import type { JsonSchema, ResourceDescriptor } from '../../../generated/resources.gen.js';
import { schemaField, useFieldTitle, useValueLabel } from './generic-fields.js';

/** The record's fields to show: the uiSchema's order first, then the schema's other properties; hidden ones out. */
export function shownFields(record: JsonSchema, uiSchema: JsonSchema): string[] {
  const properties = Object.keys((record.properties ?? {}) as object);
  const order = ((uiSchema['ui:order'] ?? []) as string[]).filter((name) => properties.includes(name));
  const hidden = (name: string) => (uiSchema[name] as Record<string, unknown> | undefined)?.['ui:widget'] === 'hidden';
  return [...order, ...properties.filter((name) => !order.includes(name))].filter((name) => !hidden(name));
}

function ShowActions({ descriptor }: { readonly descriptor: ResourceDescriptor }) {
  return (
    <TopToolbar>
      {descriptor.operations.update && <EditButton />}
      {descriptor.operations.delete && <DeleteButton mutationMode="pessimistic" />}
    </TopToolbar>
  );
}

/** `id`: the record's, where no route gives it (react-admin's show route does). */
export function GenericShow({ descriptor, id }: { readonly descriptor: ResourceDescriptor; readonly id?: string }) {
  const title = useFieldTitle(descriptor);
  const [locale] = useLocaleState();
  const value = useValueLabel();
  const record = descriptor.schemas.record;
  return (
    <Show resource={descriptor.name} title={descriptor.label} id={id} actions={<ShowActions descriptor={descriptor} />}>
      <SimpleShowLayout>{shownFields(record, descriptor.uiSchema.record).map((name) => schemaField(record, name, title(name), locale, value))}</SimpleShowLayout>
    </Show>
  );
}
