/**
 * One secret's metadata for the show and replace screens, read with getSecretMeta: react-admin's
 * getOne for secrets is getSecret, which answers the value, so these screens never call it. The
 * organisation is the admin's (the list shows that organisation's secrets).
 */
import { Alert, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { SecretKey, type SecretMeta } from '../../../../schemas/secret.js';
import { useLoaded, type Loaded } from '../../pages/use-loaded.js';
import { errorMessage } from '../generic-form-schema.js';
import { useSecretAccess } from './secret-access.js';
import { useSecretCalls, type SecretRef } from './secret-calls.js';
import { SecretVisibility } from './secret-visibility.js';
import { SECRETS_DESCRIPTOR, useSecretWords } from './secret-words.js';

/** A secret's metadata and where it is (organisation and key). */
export interface SecretFound {
  readonly meta: SecretMeta;
  readonly ref: SecretRef;
}

/** The secret the route names (`/secrets/:id/…`), in the admin's organisation. */
export function useSecretMeta(): Loaded<SecretFound> {
  const { id } = useParams();
  const { organisation } = useSecretAccess();
  const calls = useSecretCalls();
  return useLoaded(async () => {
    // The admin's organisation comes with the permissions: until then, still loading.
    if (!organisation) return new Promise<never>(() => {});
    const key = SecretKey.safeParse(decodeURIComponent(id ?? ''));
    if (!key.success) throw new Error(key.error.issues[0]?.message ?? 'Unknown secret key');
    const ref: SecretRef = { organisation, key: key.data };
    return { meta: await calls.meta(ref), ref };
  }, [id, organisation, calls]);
}

export function MetaStatus({ state }: { readonly state: Loaded<SecretFound> }) {
  const { t } = useSecretWords();
  const translate = useTranslate();
  if (state.status === 'error') return <Alert severity="error" sx={{ m: 2 }}>{t('metaError', { message: errorMessage(state.error) })}</Alert>;
  return <Typography role="status" sx={{ p: 2 }}>{translate('ra.page.loading')}</Typography>;
}

export function SecretMetaTable({ meta }: { readonly meta: SecretMeta }) {
  const { t, field } = useSecretWords();
  const [locale] = useLocaleState();
  const when = (iso: Date | string) => new Date(iso).toLocaleString(locale);
  const rows: [string, ReactNode][] = [
    [field('key'), meta.key],
    [field('organisation'), meta.organisation],
    [t('visibleTo'), <SecretVisibility secretKey={meta.key} />],
    [field('value', SECRETS_DESCRIPTOR.schemas.create), <span aria-label={t('valueHidden')}>{'•'.repeat(8)}</span>],
    [field('createdAt'), when(meta.createdAt)],
    [field('updatedAt'), when(meta.updatedAt)],
    [field('updatedBy'), meta.updatedBy],
  ];
  return (
    <Table size="small" aria-label={t('metaCaption')}>
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
