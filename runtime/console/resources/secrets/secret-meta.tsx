/**
 * One secret's metadata for the show and replace screens, read with getSecretMeta: react-admin's
 * getOne for secrets is getSecret, which answers the value, so these screens never call it. The
 * organisation is the admin's (the list shows that organisation's secrets).
 */
import { Alert, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { useParams } from 'react-router-dom';
import { SecretKey, type SecretMeta } from '../../../../schemas/secret.js';
import { useSecretAccess } from './secret-access.js';
import { useSecretCalls, type SecretRef } from './secret-calls.js';
import { SecretVisibility } from './secret-visibility.js';
import { SECRETS_DESCRIPTOR, useSecretWords } from './secret-words.js';

export type MetaState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly meta: SecretMeta; readonly ref: SecretRef };

/** The secret the route names (`/secrets/:id/…`), in the admin's organisation. */
export function useSecretMeta(): MetaState {
  const { id } = useParams();
  const { organisation } = useSecretAccess();
  const calls = useSecretCalls();
  const [state, setState] = useState<MetaState>({ status: 'loading' });
  useEffect(() => {
    const key = SecretKey.safeParse(decodeURIComponent(id ?? ''));
    if (!organisation) return;
    if (!key.success) {
      setState({ status: 'error', message: key.error.issues[0]?.message ?? 'Unknown secret key' });
      return;
    }
    const ref: SecretRef = { organisation, key: key.data };
    let live = true;
    setState({ status: 'loading' });
    calls.meta(ref).then(
      (meta) => live && setState({ status: 'ready', meta, ref }),
      (error: unknown) => live && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [id, organisation, calls]);
  return state;
}

export function MetaStatus({ state }: { readonly state: Exclude<MetaState, { status: 'ready' }> }) {
  const { t } = useSecretWords();
  if (state.status === 'loading') return <Typography role="status" sx={{ p: 2 }}>{t('loading', 'Loading…')}</Typography>;
  return <Alert severity="error" sx={{ m: 2 }}>{t('metaError', 'The secret could not be read: %{message}', { message: state.message })}</Alert>;
}

export function SecretMetaTable({ meta }: { readonly meta: SecretMeta }) {
  const { t, field } = useSecretWords();
  const [locale] = useLocaleState();
  const when = (iso: Date | string) => new Date(iso).toLocaleString(locale);
  const rows: [string, ReactNode][] = [
    [field('key'), meta.key],
    [field('organisation'), meta.organisation],
    [t('visibleTo', 'Who can see it'), <SecretVisibility secretKey={meta.key} />],
    [field('value', SECRETS_DESCRIPTOR.schemas.create), <span aria-label={t('valueHidden', 'Hidden: values are never shown')}>{'•'.repeat(8)}</span>],
    [field('createdAt'), when(meta.createdAt)],
    [field('updatedAt'), when(meta.updatedAt)],
    [field('updatedBy'), meta.updatedBy],
  ];
  return (
    <Table size="small" aria-label={t('metaCaption', 'Secret details')}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">{label}</TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
