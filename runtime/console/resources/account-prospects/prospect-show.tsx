/**
 * One account prospect, laid out for customer service's check: its status with what it waits for,
 * what it claims (the provider customer id, the owner, the site: prospect-claim.tsx) beside the
 * buttons that confirm or refuse it (prospect-resolve.tsx, for the scopes and statuses that allow
 * them), and the sign-up's own details. The ref is not shown: it is the sign-up's secret, with which
 * the account's tokens are fetched once (docs/decisions.md "Prospect confirmation in the console").
 */
import { Alert, Divider, Stack, Typography } from '@mui/material';
import { DateField, FunctionField, Show, SimpleShowLayout, useRecordContext } from 'react-admin';
import { movesOf } from './prospect-access.js';
import { ProspectClaim } from './prospect-claim.js';
import { PROSPECTS, type ProspectRecord } from './prospect-provider.js';
import { ProspectResolveButtons } from './prospect-resolve.js';
import { StatusChip, useProspectWords } from './prospect-words.js';

function ProspectTitle() {
  const prospect = useRecordContext<ProspectRecord>();
  const { t } = useProspectWords();
  return <span>{prospect ? t('showTitle', { email: prospect.accountOwner.email }) : ''}</span>;
}

/** What an open CUSTOMER prospect waits for; nothing for the others (their status says it). */
function stateOf(prospect: ProspectRecord): string | undefined {
  if (prospect.accountType !== 'CUSTOMER') return undefined;
  if (prospect.status === 'provider_pending' || prospect.status === 'provider_resolved') return `state.${prospect.status}`;
  return prospect.status === 'new' || prospect.status === 'updated' ? 'state.unproven' : undefined;
}

function ProspectState() {
  const prospect = useRecordContext<ProspectRecord>();
  const { t } = useProspectWords();
  if (!prospect) return null;
  const state = stateOf(prospect);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <StatusChip status={prospect.status} />
      {state ? <Alert severity={prospect.status === 'provider_pending' ? 'warning' : 'info'}>{t(state)}</Alert> : null}
    </Stack>
  );
}

/** What the sign-up claims: to be checked while it is an open CUSTOMER sign-up, a record afterwards. */
function ProspectCheck() {
  const prospect = useRecordContext<ProspectRecord>();
  const { t } = useProspectWords();
  if (!prospect) return null;
  const open = movesOf(prospect).refuse;
  return (
    <Stack component="section" aria-labelledby="prospect-check" spacing={1.5}>
      <Typography variant="h6" component="h2" id="prospect-check">{t(open ? 'check.heading' : 'claim.heading')}</Typography>
      {open ? <Typography variant="body2" color="text.secondary">{t('check.text')}</Typography> : null}
      <ProspectClaim prospect={prospect} />
      <div>
        <ProspectResolveButtons />
      </div>
    </Stack>
  );
}

export function ProspectShow() {
  const { t, field, value, locale } = useProspectWords();
  return (
    <Show resource={PROSPECTS} title={<ProspectTitle />} actions={false}>
      <Stack spacing={3} sx={{ p: 2 }}>
        <ProspectState />
        <ProspectCheck />
        <Divider />
        <Stack component="section" aria-labelledby="prospect-sign-up" spacing={1}>
          <Typography variant="h6" component="h2" id="prospect-sign-up">{t('signUp.heading')}</Typography>
          <SimpleShowLayout sx={{ p: 0 }}>
            <FunctionField label={field('accountType')} render={(p: ProspectRecord) => value(p.accountType)} />
            <FunctionField label={field('accessType')} render={(p: ProspectRecord) => value(p.accessType)} />
            <DateField source="createdAt" label={field('createdAt')} showTime locales={locale} />
            <DateField source="updatedAt" label={field('updatedAt')} showTime locales={locale} />
          </SimpleShowLayout>
        </Stack>
      </Stack>
    </Show>
  );
}
