/**
 * Assets (issue 6 §5; back-office §1 "assets", docs/decisions.md "Assets", "Asset bytes and
 * addresses"): the organisation's images and files for themes and modules, as a grid, filtered by a
 * folder or name prefix. Editors upload with a file picker or by dropping files, replace and delete
 * (after a confirmation); everyone copies an asset's public address into a theme or a module.
 */
import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Box, Button, Chip, CircularProgress, Grid, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { Title, useDataProvider, useLocaleState, useNotify, usePermissions, useTranslate } from 'react-admin';
import { messagingArea } from '../../../../schemas/endpoints/messaging.js';
import type { Asset } from '../../../../schemas/support-services.js';
import { callOperationOf } from '../../data-provider.js';
import { errorMessage } from '../../resources/generic-form-schema.js';
import { useAreaWords } from '../area-words.js';
import { ConfirmDelete, useConfirmation } from '../confirmation.js';
import { useCopyAddress } from '../copy-address.js';
import { useLoaded } from '../use-loaded.js';
import { AssetCard, sizeText } from './asset-card.js';
import { ASSET_CONTENT_TYPES, ASSET_MAX_BYTES, assetCalls, assetName, foldersUnder } from './asset-files.js';
import { UploadDialog, type PendingFile } from './upload-dialog.js';

/** Typing in the filter asks the server once the typing pauses. */
const FILTER_DELAY_MS = 300;

const mayWrite = (scope: string | undefined) => scope !== undefined && (messagingArea.endpoints.putAsset.access.staff as readonly string[]).includes(scope);

export function AssetsPage() {
  const t = useAreaWords('assets');
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider();
  const calls = useMemo(() => assetCalls(callOperationOf(dataProvider)), [dataProvider]);
  const { permissions } = usePermissions<{ scope?: string; organisation?: string } | undefined>();
  const organisation = permissions?.organisation;
  const canWrite = mayWrite(permissions?.scope);

  const [filter, setFilter] = useState('');
  const [prefix, setPrefix] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setPrefix(filter), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filter]);
  const assets = useLoaded(() => (organisation ? calls.list(organisation, prefix) : new Promise<never>(() => {})), [calls, organisation, prefix]);

  const [pending, setPending] = useState<readonly PendingFile[]>();
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const listed = assets.status === 'ready' ? assets.data : [];
  const existing = useMemo(() => new Set(listed.map((a) => a.name)), [listed]);
  /** New files go into the folder the filter names (the part up to its last '/'). */
  const folder = filter.includes('/') ? filter.slice(0, filter.lastIndexOf('/') + 1) : '';
  const choose = (files: FileList | readonly File[] | null | undefined) => {
    const list = [...(files ?? [])];
    if (list.length > 0) setPending(list.map((file) => ({ file, name: assetName(folder, file.name), locked: false })));
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (canWrite) choose(event.dataTransfer.files);
  };
  const deletion = useConfirmation(async (asset: Asset) => {
    // Assets are listed only with the admin's organisation, so it is there when one is deleted.
    await calls.remove(organisation!, asset.name);
    notify(translate('ampere.common.deleted', { name: asset.name }), { type: 'info' });
    assets.reload();
  });
  const copy = useCopyAddress();

  return (
    <Stack spacing={2} sx={{ p: 2 }} onDragOver={(e) => { if (canWrite) { e.preventDefault(); setDragging(true); } }} onDragLeave={() => setDragging(false)} onDrop={drop}>
      <Title title={t('title')} />
      <Typography variant="body1">{t('intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField size="small" label={t('filter')} helperText={t('filterHelp')} value={filter} onChange={(e) => setFilter(e.target.value)} sx={{ minWidth: 280 }} />
        {canWrite ? (
          <>
            <Button variant="contained" startIcon={<UploadIcon />} onClick={() => picker.current?.click()}>{t('upload')}</Button>
            <input ref={picker} type="file" multiple hidden accept={ASSET_CONTENT_TYPES.join(',')} aria-label={t('chooseFiles')} onChange={(e) => { choose(e.target.files); e.target.value = ''; }} />
          </>
        ) : null}
      </Stack>
      {canWrite ? (
        <Box
          data-testid="asset-drop-zone"
          sx={{ border: 2, borderStyle: 'dashed', borderColor: dragging ? 'primary.main' : 'divider', borderRadius: 1, p: 2, textAlign: 'center', color: 'text.secondary', bgcolor: dragging ? 'action.hover' : undefined }}
        >
          {t('dropHere', { types: ASSET_CONTENT_TYPES.map((c) => c.split('/')[1]!.replace('+xml', '').toUpperCase()).join(', '), max: sizeText(ASSET_MAX_BYTES, locale) })}
        </Box>
      ) : (
        <Alert severity="info">{t('readOnly')}</Alert>
      )}
      <Folders names={listed.map((a) => a.name)} filter={filter} onPick={setFilter} />
      {assets.status === 'loading' ? <CircularProgress aria-label={translate('ra.page.loading')} /> : null}
      {assets.status === 'error' ? (
        <Alert severity="error" action={<Button color="inherit" onClick={assets.reload}>{translate('ampere.common.retry')}</Button>}>{t('loadError', { message: errorMessage(assets.error) })}</Alert>
      ) : null}
      {assets.status === 'ready' && listed.length === 0 ? <Typography>{prefix ? t('noneMatch', { prefix }) : t('empty')}</Typography> : null}
      {assets.status === 'ready' && listed.length > 0 ? (
        <Grid container spacing={2} component="ul" aria-label={t('title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {listed.map((asset) => (
            <Grid key={asset.name} component="li" aria-label={asset.name} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} sx={{ display: 'flex' }}>
              <AssetCard
                asset={asset} canWrite={canWrite} onCopy={(a) => void copy(a.url)} onDelete={deletion.ask}
                onReplace={(a, file) => setPending([{ file, name: a.name, locked: true }])}
              />
            </Grid>
          ))}
        </Grid>
      ) : null}
      {pending && organisation ? (
        <UploadDialog
          files={pending} existing={existing} organisation={organisation} calls={calls}
          onClose={(changed) => { setPending(undefined); if (changed) assets.reload(); }}
        />
      ) : null}
      <ConfirmDelete confirmation={deletion} text={t('deleteText')} confirm={t('confirmDelete')} />
    </Stack>
  );
}

/** The folders under the filter, each a shortcut to filtering by it, and a way back to all. */
function Folders({ names, filter, onPick }: { readonly names: readonly string[]; readonly filter: string; readonly onPick: (prefix: string) => void }) {
  const t = useAreaWords('assets');
  const folders = foldersUnder(names, filter);
  if (folders.length === 0 && !filter) return null;
  return (
    <Stack direction="row" spacing={1} aria-label={t('folders')} role="group" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {filter ? <Chip label={t('allAssets')} onClick={() => onPick('')} variant="outlined" /> : null}
      {folders.map((f) => <Chip key={f} label={f} onClick={() => onPick(f)} />)}
    </Stack>
  );
}

export default AssetsPage;
