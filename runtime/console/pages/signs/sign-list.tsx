/**
 * The organisation's signs: name, price zone, language, what each shows, theme and whether it is on,
 * with its screen to open or its address to copy, and for editors create and delete.
 */
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Button, Chip, CircularProgress, IconButton, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Sign } from '../../../../schemas/sign.js';
import { CONSOLE_LOCALE_NAMES } from '../../i18n/locales.js';
import { errorMessage } from '../../resources/generic-form-schema.js';
import { useAreaWords, type AreaWords } from '../area-words.js';
import { ConfirmDelete, useConfirmation } from '../confirmation.js';
import { useCopyAddress } from '../copy-address.js';
import { useLoaded } from '../use-loaded.js';
import type { SignsContext } from './signs-page.js';

/** What a sign shows, in words. */
export function showsText(sign: Sign, t: AreaWords): string {
  return [
    sign.showSpotPrice ? (sign.cheapestHours > 0 ? `${t('shows.spotPrice')} (${t('shows.cheapest', { smart_count: sign.cheapestHours })})` : t('shows.spotPrice')) : undefined,
    sign.showCo2 ? t('shows.co2') : undefined,
    sign.message ? t('shows.message') : undefined,
  ].filter(Boolean).join(' · ');
}

export function SignList({ calls, canWrite }: SignsContext) {
  const t = useAreaWords('signs');
  const translate = useTranslate();
  const notify = useNotify();
  // After a delete the list stays on screen until the new answer replaces it.
  const signs = useLoaded(() => calls.list(), [calls], { keepPrevious: true });
  const deletion = useConfirmation(async (sign: Sign) => {
    await calls.remove(sign._id);
    notify(translate('ampere.common.deleted', { name: sign.name }), { type: 'info' });
    signs.reload();
  });
  const copy = useCopyAddress();

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Typography variant="body1">{t('intro')}</Typography>
      {canWrite ? (
        <div><Button component={Link} to="create" variant="contained" startIcon={<AddIcon />}>{t('create')}</Button></div>
      ) : (
        <Alert severity="info">{t('readOnly')}</Alert>
      )}
      {signs.status === 'loading' ? <CircularProgress aria-label={translate('ra.page.loading')} /> : null}
      {signs.status === 'error' ? (
        <Alert severity="error" action={<Button color="inherit" onClick={signs.reload}>{translate('ampere.common.retry')}</Button>}>{t('loadError', { message: errorMessage(signs.error) })}</Alert>
      ) : null}
      {signs.status === 'ready' && signs.data.length === 0 ? <Typography>{t('empty')}</Typography> : null}
      {signs.status === 'ready' && signs.data.length > 0 ? (
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              {(['name', 'priceZone', 'language', 'shows', 'theme', 'enabled'] as const).map((c) => <TableCell key={c} component="th" scope="col">{t(`field.${c}`)}</TableCell>)}
              <TableCell component="th" scope="col"><span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{translate('ampere.common.actions')}</span></TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {signs.data.map((sign) => (
              <TableRow key={sign._id}>
                <TableCell component="th" scope="row"><MuiLink component={Link} to={sign._id}>{sign.name}</MuiLink></TableCell>
                <TableCell>{sign.priceZone}</TableCell>
                <TableCell>{CONSOLE_LOCALE_NAMES[sign.language]}</TableCell>
                <TableCell>{showsText(sign, t)}</TableCell>
                <TableCell>{t(`theme.${sign.theme}`)}</TableCell>
                <TableCell><Chip size="small" color={sign.enabled ? 'success' : 'default'} label={sign.enabled ? t('status.on') : t('status.off')} /></TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={t('open', { name: sign.name })}>
                    <IconButton aria-label={t('open', { name: sign.name })} href={sign.displayUrl} target="_blank" rel="noopener noreferrer"><OpenInNewIcon /></IconButton>
                  </Tooltip>
                  <Tooltip title={t('copy', { name: sign.name })}>
                    <IconButton aria-label={t('copy', { name: sign.name })} onClick={() => void copy(sign.displayUrl)}><ContentCopyIcon /></IconButton>
                  </Tooltip>
                  {canWrite ? (
                    <Tooltip title={translate('ampere.common.delete', { name: sign.name })}>
                      <IconButton aria-label={translate('ampere.common.delete', { name: sign.name })} onClick={() => deletion.ask(sign)}><DeleteIcon /></IconButton>
                    </Tooltip>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <ConfirmDelete confirmation={deletion} text={t('deleteText')} confirm={t('confirmDelete')} />
    </Stack>
  );
}
