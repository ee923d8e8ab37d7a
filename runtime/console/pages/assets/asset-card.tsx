/**
 * One asset in the grid: a thumbnail for images (loaded from its public address) or an icon for
 * other files, its name, type, size and time of change; copy its public address (what a theme's
 * background image or a module's icon takes), open it, and for editors replace or delete it.
 */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DataObjectIcon from '@mui/icons-material/DataObject';
import DeleteIcon from '@mui/icons-material/Delete';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Card, CardActions, CardContent, CardMedia, IconButton, Tooltip, Typography } from '@mui/material';
import { useRef } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Asset } from '../../../../schemas/support-services.js';
import { useAreaWords } from '../area-words.js';
import { ASSET_CONTENT_TYPES } from './asset-files.js';

/** 1 234 B, 12.3 kB, 4.5 MB, in 1024s (so the 5 MB limit reads 5 MB). */
export function sizeText(bytes: number, locale: string): string {
  const format = (n: number, digits: number) => n.toLocaleString(locale, { maximumFractionDigits: digits });
  if (bytes < 1024) return `${format(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024, 1)} kB`;
  return `${format(bytes / (1024 * 1024), 1)} MB`;
}

function FileIcon({ contentType }: { readonly contentType: string }) {
  const Icon = contentType === 'application/pdf' ? PictureAsPdfIcon : contentType === 'application/json' ? DataObjectIcon : InsertDriveFileIcon;
  return <Icon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />;
}

export interface AssetCardProps {
  readonly asset: Asset;
  readonly canWrite: boolean;
  readonly onCopy: (asset: Asset) => void;
  readonly onReplace: (asset: Asset, file: File) => void;
  readonly onDelete: (asset: Asset) => void;
}

export function AssetCard({ asset, canWrite, onCopy, onReplace, onDelete }: AssetCardProps) {
  const t = useAreaWords('assets');
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const picker = useRef<HTMLInputElement>(null);
  const image = asset.contentType.startsWith('image/');
  const name = { name: asset.name };
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%', width: '100%' }}>
      {image ? (
        <CardMedia component="img" height="120" image={asset.url} alt={asset.name} loading="lazy" sx={{ objectFit: 'contain', bgcolor: 'action.hover' }} />
      ) : (
        <Box sx={{ height: 120, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' }}><FileIcon contentType={asset.contentType} /></Box>
      )}
      <CardContent sx={{ flex: 1, pb: 0 }}>
        <Typography variant="subtitle2" component="p" sx={{ wordBreak: 'break-all' }}>{asset.name}</Typography>
        <Typography variant="body2" color="text.secondary">{asset.contentType} · {sizeText(asset.size, locale)}</Typography>
        <Typography variant="caption" color="text.secondary">{t('updated', { time: asset.updatedAt.toLocaleString(locale) })}</Typography>
      </CardContent>
      <CardActions disableSpacing>
        <Tooltip title={t('copy', name)}><IconButton aria-label={t('copy', name)} onClick={() => onCopy(asset)}><ContentCopyIcon /></IconButton></Tooltip>
        <Tooltip title={t('open', name)}>
          <IconButton aria-label={t('open', name)} href={asset.url} target="_blank" rel="noopener noreferrer"><OpenInNewIcon /></IconButton>
        </Tooltip>
        {canWrite ? (
          <>
            <Tooltip title={t('replace', name)}><IconButton aria-label={t('replace', name)} onClick={() => picker.current?.click()}><UploadFileIcon /></IconButton></Tooltip>
            <input
              ref={picker} type="file" hidden accept={ASSET_CONTENT_TYPES.join(',')} aria-label={t('replaceFile', name)}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) onReplace(asset, file);
              }}
            />
            <Tooltip title={translate('ampere.common.delete', name)}><IconButton aria-label={translate('ampere.common.delete', name)} onClick={() => onDelete(asset)} sx={{ ml: 'auto' }}><DeleteIcon /></IconButton></Tooltip>
          </>
        ) : null}
      </CardActions>
    </Card>
  );
}
