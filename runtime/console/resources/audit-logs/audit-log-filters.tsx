/**
 * The audit log's search form: who, what (action, resource, record), when (from, to) and, for
 * platform staff who read every organisation, the organisation. An organisation's admins read only
 * their own organisation's entries (the server bounds them), so they are not offered the choice.
 */
import { DateInput, SelectInput, TextInput, usePermissions, type Validator } from 'react-admin';
import { AuditAction } from '../../../../schemas/audit.js';
import { PLATFORM_STAFF } from '../../../../schemas/endpoints/access.js';
import type { AdminScope } from '../../../../schemas/admin.js';
import { useAuditWords } from './audit-log-fields.js';
import { whoFilter } from './audit-log-search.js';

export function useAuditLogFilters() {
  const { translate, action } = useAuditWords();
  const { permissions } = usePermissions<{ scope?: AdminScope } | undefined>();
  const t = (key: string, english: string) => translate(`ampere.audit-logs.filters.${key}`, { _: english });
  const readsEveryOrganisation = (PLATFORM_STAFF as readonly string[]).includes(permissions?.scope ?? '');

  const validWho: Validator = (value: unknown) =>
    typeof value !== 'string' || value.trim() === '' || whoFilter(value)
      ? undefined
      : translate('ampere.audit-logs.validation.who', { _: 'Enter an e-mail address or a 24-character admin id' });
  const validRange: Validator = (value: unknown, values: { from?: unknown }) =>
    typeof value === 'string' && typeof values?.from === 'string' && value !== '' && values.from !== '' && value < values.from
      ? translate('ampere.audit-logs.validation.range', { _: 'To must not be before From' })
      : undefined;

  return [
    <TextInput key="who" source="who" label={t('who', 'Who')} helperText={t('whoHelp', 'E-mail or admin id')} validate={validWho} alwaysOn />,
    <SelectInput key="action" source="action" label={t('action', 'Action')} choices={AuditAction.options.map((a) => ({ id: a, name: action(a) }))} alwaysOn />,
    <TextInput key="resource" source="resource" label={t('resource', 'Resource')} helperText={t('resourceHelp', 'e.g. api-tokens, copy')} alwaysOn />,
    <DateInput key="from" source="from" label={t('from', 'From')} alwaysOn />,
    <DateInput key="to" source="to" label={t('to', 'To')} validate={validRange} alwaysOn />,
    ...(readsEveryOrganisation ? [<TextInput key="organisation" source="organisation" label={t('organisation', 'Organisation')} alwaysOn />] : []),
    <TextInput key="resourceId" source="resourceId" label={t('resourceId', 'Record id')} />,
  ];
}
