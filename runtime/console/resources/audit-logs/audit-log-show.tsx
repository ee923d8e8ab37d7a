/**
 * One audit log entry: who did what, when, in which organisation, and the field-level difference it
 * made (components/field-diff.tsx), secrets masked.
 */
import { DateField, FunctionField, Show, SimpleShowLayout, TextField, useLocaleState } from 'react-admin';
import { FieldDiff } from '../../components/field-diff.js';
import { auditChangeRows } from './audit-change-rows.js';
import { AuditLogData } from './audit-log-data.js';
import { ActionText, OrganisationText, useAuditWords, WhatText, WhoText } from './audit-log-fields.js';
import { AUDIT_LOGS, type AuditLogRecord } from './audit-log-provider.js';

function AuditLogShowView({ id }: { readonly id?: string }) {
  const { field, t } = useAuditWords();
  const [locale] = useLocaleState();
  return (
    <Show resource={AUDIT_LOGS} id={id} title={t('entryTitle')}>
      <SimpleShowLayout>
        <DateField source="createdAt" label={field('when')} showTime locales={locale} />
        <FunctionField label={field('who')} render={(r: AuditLogRecord) => <WhoText record={r} />} />
        <FunctionField label={field('action')} render={(r: AuditLogRecord) => <ActionText record={r} />} />
        <FunctionField label={field('what')} render={(r: AuditLogRecord) => <WhatText record={r} />} />
        <FunctionField label={field('organisation')} render={(r: AuditLogRecord) => <OrganisationText record={r} />} />
        <TextField source="requestId" label={field('requestId')} />
        <FunctionField
          label={field('changes')}
          render={(r: AuditLogRecord) => <FieldDiff rows={auditChangeRows(r.changes, r.resource)} caption={field('changes')} />}
        />
      </SimpleShowLayout>
    </Show>
  );
}

/** `id`: the entry's, where no route gives it (react-admin's show route does). */
export function AuditLogShow({ id }: { readonly id?: string }) {
  return (
    <AuditLogData>
      <AuditLogShowView id={id} />
    </AuditLogData>
  );
}
