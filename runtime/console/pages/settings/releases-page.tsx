/**
 * The Releases page (back-office §7 GET /releases/status): per organisation the admin reaches, each
 * kind's latest version, when it was released, and whether its draft was saved since — each kind
 * linked to its page, where that page is switched on for the admin.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Chip, CircularProgress, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useBasename, useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ReleasesStatus, SettingsKind } from '../../../../schemas/settings/releases.js';
import { errorMessage } from '../../resources/generic-form-schema.js';
import { useDateTime } from './release-words.js';
import { useSettingsCalls } from './settings-calls.js';
import { KIND_ORDER, SETTINGS_KINDS } from './settings-kinds.js';
import { useSettingsWords } from './settings-words.js';

type KindStatus = ReleasesStatus[number]['kinds'][SettingsKind];

function KindLink({ kind, organisation }: { readonly kind: SettingsKind; readonly organisation: string }) {
  const words = useSettingsWords();
  const basename = useBasename();
  const { page } = SETTINGS_KINDS[kind];
  const { canAccess } = useCanAccess({ resource: `page:${page}`, action: 'open' });
  const name = words.t(`pages.${kind}`);
  if (!canAccess) return <>{name}</>;
  return (
    <Link component={RouterLink} to={`${basename}/${page}?organisation=${encodeURIComponent(organisation)}`}>
      {name}
    </Link>
  );
}

function DraftState({ status }: { readonly status: KindStatus }) {
  const words = useSettingsWords();
  if (status.draftUpdatedAt === null) return <>{words.t('status.noDraft')}</>;
  return status.unreleasedChanges
    ? <Chip size="small" color="warning" label={words.t('status.changed')} />
    : <Chip size="small" variant="outlined" label={words.t('status.unchanged')} />;
}

function OrganisationStatus({ entry }: { readonly entry: ReleasesStatus[number] }) {
  const words = useSettingsWords();
  const when = useDateTime();
  return (
    <TableContainer component="section" aria-label={entry.organisation}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{entry.organisation}</Typography>
      <Table size="small" aria-label={words.t('status.caption', { organisation: entry.organisation })}>
        <TableHead>
          <TableRow>
            <TableCell>{words.t('status.kind')}</TableCell>
            <TableCell>{words.t('status.latest')}</TableCell>
            <TableCell>{words.t('status.released')}</TableCell>
            <TableCell>{words.t('status.draft')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {KIND_ORDER.map((kind) => {
            const status = entry.kinds[kind];
            return (
              <TableRow key={kind}>
                <TableCell><KindLink kind={kind} organisation={entry.organisation} /></TableCell>
                <TableCell>{status.latestVersion ?? words.t('status.never')}</TableCell>
                <TableCell>{status.releasedAt ? when(status.releasedAt) : '—'}</TableCell>
                <TableCell><DraftState status={status} /></TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function ReleasesPage() {
  const words = useSettingsWords();
  const translate = useTranslate();
  const calls = useSettingsCalls();
  const [status, setStatus] = useState<ReleasesStatus>();
  const [error, setError] = useState<string>();
  const load = useCallback(() => {
    setError(undefined);
    setStatus(undefined);
    calls.releasesStatus().then(setStatus, (e: unknown) => setError(errorMessage(e)));
  }, [calls]);
  useEffect(load, [load]);

  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Title title={words.t('pages.releases')} />
      <Typography>{words.t('status.intro')}</Typography>
      {error !== undefined ? (
        <Alert severity="error" action={<Button color="inherit" onClick={load}>{translate('ampere.common.retry')}</Button>}>{words.t('loadError', { message: error })}</Alert>
      ) : status === undefined ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : status.length === 0 ? (
        <Typography role="status" color="text.secondary">{words.t('status.empty')}</Typography>
      ) : (
        status.map((entry) => <OrganisationStatus key={entry.organisation} entry={entry} />)
      )}
    </Stack>
  );
}
