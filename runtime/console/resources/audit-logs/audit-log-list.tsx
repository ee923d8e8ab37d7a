/**
 * The audit log: entries newest first, a page at a time from the server, searchable by who, what,
 * when and organisation (audit-log-filters.tsx). Each row opens the entry with its differences.
 */
import { Datagrid, DateField, FunctionField, List, Pagination, ShowButton, useLocaleState } from 'react-admin';
import { AUDIT_LOG_PAGE_SIZE } from '../../../../schemas/audit.js';
import { ListError, Status } from '../../components/list-states.js';
import { ActionText, OrganisationText, useAuditWords, WhatText, WhoText } from './audit-log-fields.js';
import { AuditLogData } from './audit-log-data.js';
import { useAuditLogFilters } from './audit-log-filters.js';
import { AUDIT_LOGS, type AuditLogRecord } from './audit-log-provider.js';

function AuditLogTable() {
  const { field, t } = useAuditWords();
  const [locale] = useLocaleState();
  return (
    <Datagrid bulkActionButtons={false} rowClick="show" empty={<Status text={t('noResults')} />}>
      <DateField source="createdAt" label={field('when')} showTime locales={locale} sortable={false} />
      <FunctionField label={field('who')} sortable={false} render={(r: AuditLogRecord) => <WhoText record={r} />} />
      <FunctionField label={field('action')} sortable={false} render={(r: AuditLogRecord) => <ActionText record={r} />} />
      <FunctionField label={field('what')} sortable={false} render={(r: AuditLogRecord) => <WhatText record={r} />} />
      <FunctionField label={field('organisation')} sortable={false} render={(r: AuditLogRecord) => <OrganisationText record={r} />} />
      <ShowButton />
    </Datagrid>
  );
}

function AuditLogListView() {
  const { t } = useAuditWords();
  const filters = useAuditLogFilters();
  return (
    <List
      resource={AUDIT_LOGS}
      title={t('title')}
      filters={filters}
      perPage={AUDIT_LOG_PAGE_SIZE}
      // The search answers newest first and sorts no other way.
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      empty={<Status text={t('empty')} />}
      error={<ListError text={(message) => t('error', { message })} />}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <AuditLogTable />
    </List>
  );
}

export function AuditLogList() {
  return (
    <AuditLogData>
      <AuditLogListView />
    </AuditLogData>
  );
}
