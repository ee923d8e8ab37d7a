/**
 * The list screen of any resource, from its descriptor alone (generated/resources.gen.ts): the
 * descriptor's list columns, each shown by its JSON Schema type under its (translatable) title, and
 * its filters (generic-filters.tsx), so a field added to a zod schema and regenerated shows here with
 * no console code changed. react-admin's List gives the loading, empty and error states, sorting and
 * paging; the Create button shows where the descriptor can create and the admin's scope may
 * (the button asks the auth provider's canAccess itself).
 */
import { CreateButton, Datagrid, ExportButton, List, TopToolbar, useCanAccess, useLocaleState } from 'react-admin';
import type { ResourceDescriptor } from '../../../generated/resources.gen.js';
import { schemaField, useFieldTitle, useValueLabel } from './generic-fields.js';
import { filterDefaults, filterInputs } from './generic-filters.js';

function ListActions({ descriptor }: { readonly descriptor: ResourceDescriptor }) {
  return (
    <TopToolbar>
      {descriptor.operations.create && <CreateButton resource={descriptor.name} />}
      <ExportButton />
    </TopToolbar>
  );
}

export function GenericList({ descriptor }: { readonly descriptor: ResourceDescriptor }) {
  const title = useFieldTitle(descriptor);
  const [locale] = useLocaleState();
  const value = useValueLabel();
  // Without a show screen a row opens the edit screen, where the admin may edit.
  const { canAccess: canEdit } = useCanAccess({ resource: descriptor.name, action: 'edit' });
  const rowClick = descriptor.operations.get ? 'show' : descriptor.operations.update && canEdit ? 'edit' : false;
  return (
    <List
      resource={descriptor.name}
      title={descriptor.label}
      perPage={25}
      sort={{ field: descriptor.listColumns[0] ?? descriptor.idField, order: 'ASC' }}
      filters={filterInputs(descriptor, title, value)}
      filterDefaultValues={filterDefaults(descriptor)}
      actions={<ListActions descriptor={descriptor} />}
    >
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        {descriptor.listColumns.map((column) => schemaField(descriptor.schemas.record, column, title(column), locale, value))}
      </Datagrid>
    </List>
  );
}
