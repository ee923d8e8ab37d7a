/**
 * The account prospects (sign-ups), newest first, a page at a time from the server's search
 * (prospect-provider.ts): by default those waiting for customer service to confirm the provider
 * customer (provider_pending), any status or free text (e-mail, name, customer id) on request. Each
 * row shows what staff check and, where the admin may, confirms or refuses it in place; a row opens
 * the prospect's screen.
 */
import { Datagrid, DateField, FunctionField, List, SelectInput, TextField, TextInput, useTranslate } from 'react-admin';
import { ProspectStatus } from '../../../../schemas/prospect.js';
import { ListError, Status } from '../../components/list-states.js';
import { ProspectData } from './prospect-data.js';
import { PROSPECTS, type ProspectRecord } from './prospect-provider.js';
import { ProspectResolveButtons } from './prospect-resolve.js';
import { StatusChip, useProspectWords } from './prospect-words.js';

/** Customer service's queue: the sign-ups that wait for them. */
const WAITING = { status: 'provider_pending' } as const;

function useProspectFilters() {
  const { t, field, value } = useProspectWords();
  return [
    <SelectInput
      key="status" source="status" label={field('status')} alwaysOn emptyText={t('anyStatus')} translateChoice={false}
      choices={ProspectStatus.options.map((id) => ({ id, name: value(id) }))}
    />,
    <TextInput key="q" source="q" label={t('search')} alwaysOn />,
  ];
}

function ProspectTable() {
  const { t, field, formField, value, locale } = useProspectWords();
  const translate = useTranslate();
  return (
    <Datagrid bulkActionButtons={false} rowClick="show" empty={<Status text={t('noResults')} />}>
      <DateField source="createdAt" label={field('createdAt')} showTime locales={locale} sortable={false} />
      <FunctionField label={field('status')} sortable={false} render={(p: ProspectRecord) => <StatusChip status={p.status} />} />
      <TextField source="site.customerId" label={formField('customerId')} sortable={false} />
      <TextField source="accountOwner.email" label={formField('email')} sortable={false} />
      <TextField source="site.locationCode" label={formField('locationCode')} sortable={false} />
      <FunctionField label={field('accountType')} sortable={false} render={(p: ProspectRecord) => value(p.accountType)} />
      <FunctionField label={translate('ampere.common.actions')} sortable={false} render={() => <ProspectResolveButtons />} />
    </Datagrid>
  );
}

function ProspectListView() {
  const { t } = useProspectWords();
  return (
    <List
      resource={PROSPECTS}
      filters={useProspectFilters()}
      filterDefaultValues={WAITING}
      perPage={25}
      // The search answers newest first and sorts no other way.
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      empty={<Status text={t('empty')} />}
      error={<ListError text={(message) => t('error', { message })} />}
    >
      <ProspectTable />
    </List>
  );
}

export function ProspectList() {
  return (
    <ProspectData>
      <ProspectListView />
    </ProspectData>
  );
}
