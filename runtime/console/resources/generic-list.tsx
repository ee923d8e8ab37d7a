/**
 * The list screen of any resource, from its descriptor alone (generated/resources.gen.ts): the
 * descriptor's list columns, each shown by its JSON Schema type and titled by the schema's title, so
 * a field added to a zod schema and regenerated shows here with no console code changed. react-admin's
 * List gives the loading, empty and error states, sorting and paging.
 */
import { BooleanField, Datagrid, DateField, FunctionField, List, TextField } from 'react-admin';
import type { JsonSchema, ResourceDescriptor } from '../../../generated/resources.gen.js';

export type FieldKind = 'date' | 'boolean' | 'list' | 'text';

/** A property's JSON Schema, through anyOf (nullable and optional fields are written as one). */
function propertySchema(record: JsonSchema, name: string): Record<string, unknown> {
  const property = ((record.properties ?? {}) as Record<string, Record<string, unknown>>)[name] ?? {};
  const variants = (property.anyOf as Record<string, unknown>[] | undefined)?.filter((v) => v.type !== 'null');
  return variants?.length === 1 ? { ...variants[0], ...property } : property;
}

/** How a column shows its values, by the property's schema. */
export function fieldKind(record: JsonSchema, name: string): FieldKind {
  const schema = propertySchema(record, name);
  if (schema.type === 'boolean') return 'boolean';
  if (schema.type === 'array') return 'list';
  if (schema.format === 'date-time') return 'date';
  return 'text';
}

/** The column's heading: the schema's title, else the field's name. */
export function fieldLabel(record: JsonSchema, name: string): string {
  const title = propertySchema(record, name).title;
  return typeof title === 'string' ? title : name;
}

/** The field element of a column; an element, not a component, as Datagrid reads its heading from the element's props. */
export function schemaField(record: JsonSchema, source: string) {
  const label = fieldLabel(record, source);
  switch (fieldKind(record, source)) {
    case 'boolean':
      return <BooleanField key={source} source={source} label={label} />;
    case 'date':
      return <DateField key={source} source={source} label={label} showTime />;
    case 'list':
      return <FunctionField key={source} source={source} label={label} render={(row: Record<string, unknown>) => (Array.isArray(row[source]) ? row[source].join(', ') : '')} />;
    default:
      return <TextField key={source} source={source} label={label} />;
  }
}

export function GenericList({ descriptor }: { readonly descriptor: ResourceDescriptor }) {
  return (
    <List resource={descriptor.name} title={descriptor.label} perPage={25} sort={{ field: descriptor.listColumns[0] ?? descriptor.idField, order: 'ASC' }}>
      <Datagrid rowClick={descriptor.operations.get ? 'show' : false} bulkActionButtons={false}>
        {descriptor.listColumns.map((column) => schemaField(descriptor.schemas.record, column))}
      </Datagrid>
    </List>
  );
}
