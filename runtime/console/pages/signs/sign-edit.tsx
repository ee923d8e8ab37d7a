/**
 * A new sign (/signs/create) or one sign (/signs/{id}): its form, and for a saved sign a preview of
 * its screen as it shows now — the public address in a frame, reloaded after each save — with the
 * address to open or copy into the screen's browser, and delete for editors.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Sign } from '../../../../schemas/sign.js';
import { errorMessage } from '../../resources/generic-form-schema.js';
import { useAreaWords } from '../area-words.js';
import { ConfirmDelete, useConfirmation } from '../confirmation.js';
import { useLoaded } from '../use-loaded.js';
import { SignForm } from './sign-form.js';
import type { SignsContext } from './signs-page.js';

export function SignEdit({ calls, canWrite }: SignsContext) {
  const t = useAreaWords('signs');
  const translate = useTranslate();
  const { id } = useParams();
  const sign = useLoaded<Sign | undefined>(() => (id ? calls.get(id) : Promise.resolve(undefined)), [calls, id]);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <div><Button component={Link} to=".." relative="path" startIcon={<ArrowBackIcon />}>{t('back')}</Button></div>
      {sign.status === 'loading' ? <CircularProgress aria-label={translate('ra.page.loading')} /> : null}
      {sign.status === 'error' ? (
        <Alert severity="error" action={<Button color="inherit" onClick={sign.reload}>{translate('ampere.common.retry')}</Button>}>{t('loadError', { message: errorMessage(sign.error) })}</Alert>
      ) : null}
      {sign.status === 'ready' ? <SignScreen key={sign.data?._id ?? 'new'} sign={sign.data} calls={calls} canWrite={canWrite} /> : null}
    </Stack>
  );
}

function SignScreen({ sign: initial, calls, canWrite }: SignsContext & { readonly sign: Sign | undefined }) {
  const t = useAreaWords('signs');
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [sign, setSign] = useState(initial);
  const save = async (body: Parameters<typeof calls.create>[0]) => {
    if (!sign) {
      const created = await calls.create(body);
      notify(t('created', { name: created.name }), { type: 'info' });
      navigate(`../${created._id}`, { relative: 'path' });
      return;
    }
    setSign(await calls.update(sign._id, body));
    notify(t('saved', { name: body.name }), { type: 'info' });
  };
  const deletion = useConfirmation(async (saved: Sign) => {
    await calls.remove(saved._id);
    notify(translate('ampere.common.deleted', { name: saved.name }), { type: 'info' });
    navigate('..', { relative: 'path' });
  });
  return (
    <>
      <Title title={sign ? t('editTitle', { name: sign.name }) : t('createTitle')} />
      <Typography variant="h5" component="h2">{sign ? sign.name : t('createTitle')}</Typography>
      {!canWrite ? <Alert severity="info">{t('readOnly')}</Alert> : null}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={4} sx={{ alignItems: 'flex-start' }}>
        <SignForm sign={sign} canWrite={canWrite} onSubmit={save} />
        {sign ? <SignPreview sign={sign} /> : null}
      </Stack>
      {sign && canWrite ? (
        <div><Button color="error" startIcon={<DeleteIcon />} onClick={() => deletion.ask(sign)}>{translate('ampere.common.delete', { name: sign.name })}</Button></div>
      ) : null}
      <ConfirmDelete confirmation={deletion} text={t('deleteText')} confirm={t('confirmDelete')} />
    </>
  );
}

/** The screen at its public address, as the sign's display opens it; reloaded when the sign changes. */
function SignPreview({ sign }: { readonly sign: Sign }) {
  const t = useAreaWords('signs');
  return (
    <Box component="section" aria-labelledby="sign-preview" sx={{ flex: 1, minWidth: 320, width: '100%' }}>
      <Typography variant="h6" component="h3" id="sign-preview">{t('preview.heading')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t(sign.enabled ? 'preview.note' : 'preview.off')}</Typography>
      <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <iframe key={String(sign.updatedAt.getTime())} src={sign.displayUrl} title={t('preview.frame', { name: sign.name })} style={{ border: 0, width: '100%', height: '100%' }} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <TextField size="small" label={t('preview.address')} value={sign.displayUrl} slotProps={{ htmlInput: { readOnly: true } }} sx={{ flex: 1 }} />
        <Button href={sign.displayUrl} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNewIcon />}>{t('preview.open')}</Button>
      </Stack>
    </Box>
  );
}
