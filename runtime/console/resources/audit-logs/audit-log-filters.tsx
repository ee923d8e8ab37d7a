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
  const { t: words, action } = useAuditWords();
  const { permissions } = usePermissions<{ scope?: AdminScope } | undefined>();
  const t = (key: string) => words(`filters.${key}`);
  const readsEveryOrganisation = (PLATFORM_STAFF as readonly string[]).includes(permissions?.scope ?? '');

  const validWho: Validator = (value: unknown) =>
    typeof value !== 'string' || value.trim() === '' || whoFilter(value)
      ? undefined
      : words('validation.who');
  const validRange: Validator = (value: unknown, values: { from?: unknown }) =>
    typeof value === 'string' && typeof values?.from === 'string' && value !== '' && values.from !== '' && value < values.from
      ? words('validation.range')
      : undefined;

  return [
    <TextInput key="who" source="who" label={t('who')} helperText={t('whoHelp')} validate={validWho} alwaysOn />,
    <SelectInput key="action" source="action" label={t('action')} choices={AuditAction.options.map((a) => ({ id: a, name: action(a) }))} alwaysOn />,
    <TextInput key="resource" source="resource" label={t('resource')} helperText={t('resourceHelp')} alwaysOn />,
    <DateInput key="from" source="from" label={t('from')} alwaysOn />,
    <DateInput key="to" source="to" label={t('to')} validate={validRange} alwaysOn />,
    ...(readsEveryOrganisation ? [<TextInput key="organisation" source="organisation" label={t('organisation')} alwaysOn />] : []),
    <TextInput key="resourceId" source="resourceId" label={t('resourceId')} />,
  ];
}
