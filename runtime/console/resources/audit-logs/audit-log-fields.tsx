/**
 * How the list and the show screen word an entry: who (the admin's name and e-mail, else what the
 * entry itself says), the action, what (resource and record) and the organisation (none: the platform).
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { resources } from '../../../../generated/resources.gen.js';
import type { AuditAction } from '../../../../schemas/audit.js';
import { useAreaWords } from '../../pages/area-words.js';
import type { AuditLogRecord } from './audit-log-provider.js';

/** The field headings (ampere.audit-logs.fields.…). */
export type AuditField = 'when' | 'who' | 'action' | 'what' | 'organisation' | 'requestId' | 'changes';

/** The area's words, its field headings and the actions' names. */
export function useAuditWords() {
  const t = useAreaWords('audit-logs');
  return {
    t,
    field: (key: AuditField) => t(`fields.${key}`),
    action: (action: AuditAction) => t(`actions.${action}`, { _: action }),
  };
}

const SECOND_LINE = { display: 'block', fontSize: '0.75rem', color: 'text.secondary', overflowWrap: 'anywhere' } as const;

export function WhoText({ record }: { readonly record: AuditLogRecord }) {
  const { t } = useAuditWords();
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
  return <span>{t('system', { scope: actor.scope })}</span>;
}

export function ActionText({ record }: { readonly record: AuditLogRecord }) {
  const { action } = useAuditWords();
  return <span>{action(record.action)}</span>;
}

export function WhatText({ record }: { readonly record: AuditLogRecord }) {
  const translate = useTranslate();
  const label = resources.find((r) => r.name === record.resource)?.label ?? record.resource;
  return (
    <span>
      {translate(`resources.${record.resource}.name`, { smart_count: 2, _: label })}
      <Box component="code" sx={SECOND_LINE}>{record.resourceId}</Box>
    </span>
  );
}

export function OrganisationText({ record }: { readonly record: AuditLogRecord }) {
  const { t } = useAuditWords();
  if (record.organisation) return <span>{record.organisation}</span>;
  return (
    <Typography component="span" variant="body2" sx={{ fontStyle: 'italic' }}>
      {t('platform')}
    </Typography>
  );
}
