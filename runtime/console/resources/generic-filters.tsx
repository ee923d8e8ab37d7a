/**
 * The filters of the generic list, from the descriptor: each name in `descriptor.filters` gets an
 * input chosen by the record schema's type (enum → select of its values, boolean → yes/no/any,
 * date-time → date, anything else → text), always shown (a resource has a handful at most). A path
 * parameter of the list call that the data provider cannot fill itself (copy's {type}) is a filter
 * too, required, starting at its first value, so the list can be read at all.
 */
import type { ReactElement } from 'react';
import { DateInput, NullableBooleanInput, required, SelectInput, TextInput } from 'react-admin';
import type { ResourceDescriptor } from '../../../generated/resources.gen.js';
import { pathParams } from '../../../schemas/endpoints/define.js';
import { isOrganisationParam } from '../data-provider.js';
import type { FieldTitle, ValueLabel } from './generic-fields.js';
import { enumValues, filterKind } from './generic-schema.js';

/** The list call's path parameters a filter must give (not the organisation, which the data provider fills). */
export function listPathFilters(descriptor: ResourceDescriptor): string[] {
  const list = descriptor.operations.list;
  return list ? pathParams(list.path).filter((name) => !isOrganisationParam(name)) : [];
}

/** Where a list starts: each path filter at its enum's first value (empty when it has none). */
export function filterDefaults(descriptor: ResourceDescriptor): Record<string, string> {
  return Object.fromEntries(
    listPathFilters(descriptor)
      .map((name) => [name, enumValues(descriptor.schemas.record, name)?.[0]] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== undefined),
  );
}

/** The filter inputs of a list: path filters first (required), then the descriptor's filters. */
export function filterInputs(descriptor: ResourceDescriptor, title: FieldTitle, value: ValueLabel = (_field, v) => v): ReactElement[] {
  const path = listPathFilters(descriptor);
  const names = [...path, ...descriptor.filters.filter((name) => !path.includes(name))];
  return names.map((name) => filterInput(descriptor, name, title(name), path.includes(name), value));
}

function filterInput(descriptor: ResourceDescriptor, source: string, label: string, isRequired: boolean, value: ValueLabel): ReactElement {
  const record = descriptor.schemas.record;
  const common = { source, label, alwaysOn: true };
  switch (filterKind(record, source)) {
    case 'enum':
      return <SelectInput key={source} {...common} choices={(enumValues(record, source) ?? []).map((id) => ({ id, name: value(source, id) }))} validate={isRequired ? required() : undefined} translateChoice={false} />;
    case 'boolean':
      return <NullableBooleanInput key={source} {...common} />;
    case 'date':
      return <DateInput key={source} {...common} />;
    default:
      return <TextInput key={source} {...common} validate={isRequired ? required() : undefined} />;
  }
}
