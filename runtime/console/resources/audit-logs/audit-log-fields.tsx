/**
 * How the list and the show screen word an entry: who (the admin's name and e-mail, else what the
 * entry itself says), the action, what (resource and record) and the organisation (none: the platform).
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { resources } from '../../../../generated/resources.gen.js';
import type { AuditAction } from '../../../../schemas/audit.js';
import type { AuditLogRecord } from './audit-log-provider.js';

/** English defaults of the actions' words (i18n/messages/audit-logs.ts has all six languages). */
export const ACTION_WORDS: Readonly<Record<AuditAction, string>> = {
  create: 'Created', update: 'Updated', delete: 'Deleted', publish: 'Published', revoke: 'Revoked',
  import: 'Imported', sync: 'Synced', signIn: 'Signed in', signOut: 'Signed out',
};

/** English defaults of the field headings. */
export const FIELD_WORDS = {
  when: 'When', who: 'Who', action: 'Action', what: 'What', organisation: 'Organisation', requestId: 'Request id', changes: 'Changes',
} as const;

export function useAuditWords() {
  const translate = useTranslate();
  return {
    field: (key: keyof typeof FIELD_WORDS) => translate(`ampere.audit-logs.fields.${key}`, { _: FIELD_WORDS[key] }),
    action: (action: AuditAction) => translate(`ampere.audit-logs.actions.${action}`, { _: ACTION_WORDS[action] ?? action }),
    translate,
  };
}

const SECOND_LINE = { display: 'block', fontSize: '0.75rem', color: 'text.secondary', overflowWrap: 'anywhere' } as const;

export function WhoText({ record }: { readonly record: AuditLogRecord }) {
  const { translate } = useAuditWords();
  const { admin, actor } = record;
  if (admin) {
    return (
      <span>
        {admin.name ?? admin.email}
        {admin.name ? <Box component="span" sx={SECOND_LINE}>{admin.email}</Box> : null}
      </span>
    );
  }
  if (actor.email) return <span>{actor.email}</span>;
  if (actor.adminId) return <Box component="code" sx={{ fontSize: '0.8125rem' }}>{actor.adminId}</Box>;
  return <span>{translate('ampere.audit-logs.system', { scope: actor.scope, _: 'System (%{scope})' })}</span>;
}

export function ActionText({ record }: { readonly record: AuditLogRecord }) {
  const { action } = useAuditWords();
  return <span>{action(record.action)}</span>;
}

export function WhatText({ record }: { readonly record: AuditLogRecord }) {
  const { translate } = useAuditWords();
  const label = resources.find((r) => r.name === record.resource)?.label ?? record.resource;
  return (
    <span>
      {translate(`resources.${record.resource}.name`, { smart_count: 2, _: label })}
      <Box component="code" sx={SECOND_LINE}>{record.resourceId}</Box>
    </span>
  );
}

export function OrganisationText({ record }: { readonly record: AuditLogRecord }) {
  const { translate } = useAuditWords();
  if (record.organisation) return <span>{record.organisation}</span>;
  return (
    <Typography component="span" variant="body2" sx={{ fontStyle: 'italic' }}>
      {translate('ampere.audit-logs.platform', { _: 'Platform' })}
    </Typography>
  );
}
