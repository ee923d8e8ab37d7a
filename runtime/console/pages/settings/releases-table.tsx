/**
 * A kind's releases, newest first: version, when, who published it; open any (read-only), roll back to
 * an earlier one (its payload becomes the draft and is published as a new release), or delete one —
 * each change behind a confirmation that says what it does.
 */
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import HistoryIcon from '@mui/icons-material/History';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Chip, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { SettingsKind, SettingsRelease } from '../../../../schemas/settings/releases.js';
import { useConfirmation } from '../confirmation.js';
import type { KindAccess } from './use-kind-access.js';
import type { KindSettings } from './use-kind-settings.js';
import { ReleaseDifference } from './release-difference.js';
import { ReleaseViewDialog } from './release-view-dialog.js';
import { useDateTime, whoPublished } from './release-words.js';
import { useSettingsWords } from './settings-words.js';

export interface ReleasesTableProps {
  readonly kind: SettingsKind;
  readonly settings: KindSettings;
  readonly access: KindAccess;
  /** Called after a release was published (a roll-back). */
  onPublished(release: SettingsRelease): void;
}

type Pending = { readonly action: 'rollBack' | 'delete'; readonly release: SettingsRelease };

export function ReleasesTable({ kind, settings, access, onPublished }: ReleasesTableProps) {
  const words = useSettingsWords();
  const translate = useTranslate();
  const notify = useNotify();
  const when = useDateTime();
  const [viewing, setViewing] = useState<SettingsRelease>();
  const confirmation = useConfirmation<Pending>(
    async ({ action, release }) => {
      if (action === 'rollBack') {
        const published = await settings.rollBack(release);
        notify(words.t('rollback.done', { version: published.version, from: release.version }), { type: 'success' });
        onPublished(published);
      } else {
        await settings.deleteRelease(release);
        notify(words.t('deleteRelease.done', { version: release.version }), { type: 'success' });
      }
    },
    (message) => words.t('failed', { message }),
  );
  const pending = confirmation.asking;
  const { releases, latest, admins } = settings;

  if (releases.length === 0) return <Typography role="status" color="text.secondary" sx={{ py: 2 }}>{words.t('releases.empty')}</Typography>;

  const deleteText = (release: SettingsRelease) => {
    if (release !== latest) return words.t('deleteRelease.content');
    const previous = releases[1];
    return previous ? words.t('deleteRelease.latest', { previous: previous.version }) : words.t('deleteRelease.only');
  };

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={words.t('releases.caption')}>
          <TableHead>
            <TableRow>
              <TableCell>{words.t('releases.version')}</TableCell>
              <TableCell>{words.t('releases.when')}</TableCell>
              <TableCell>{words.t('releases.who')}</TableCell>
              <TableCell align="right">{translate('ampere.common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {releases.map((release) => (
              <TableRow key={release._id}>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    {release.version}
                    {release === latest && <Chip size="small" color="primary" label={words.t('releases.latest')} />}
                  </Box>
                </TableCell>
                <TableCell>{when(release.createdAt)}</TableCell>
                <TableCell>{whoPublished(release, admins)}</TableCell>
                <TableCell align="right">
                  <Tooltip title={words.t('releases.open', { version: release.version })}>
                    <IconButton aria-label={words.t('releases.open', { version: release.version })} onClick={() => setViewing(release)}><VisibilityIcon /></IconButton>
                  </Tooltip>
                  {access.rollBack && release !== latest && (
                    <Tooltip title={words.t('releases.rollBack', { version: release.version })}>
                      <IconButton aria-label={words.t('releases.rollBack', { version: release.version })} onClick={() => confirmation.ask({ action: 'rollBack', release })}><HistoryIcon /></IconButton>
                    </Tooltip>
                  )}
                  {access.deleteRelease && (
                    <Tooltip title={words.t('releases.delete', { version: release.version })}>
                      <IconButton aria-label={words.t('releases.delete', { version: release.version })} onClick={() => confirmation.ask({ action: 'delete', release })}><DeleteIcon /></IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ReleaseViewDialog kind={kind} release={viewing} latest={latest} admins={admins} onClose={() => setViewing(undefined)} />
      <Confirm
        {...confirmation.props}
        isOpen={confirmation.props.isOpen && pending?.action === 'rollBack'}
        maxWidth="md"
        fullWidth
        title={pending ? words.t('rollback.title', { version: pending.release.version }) : ''}
        content={
          pending && (
            <>
              <Typography sx={{ mb: 2 }}>{words.t('rollback.content', { version: pending.release.version })}</Typography>
              <ReleaseDifference from={latest} to={pending.release.payload} toLabel={words.t('view.version', { version: pending.release.version })} />
            </>
          )
        }
        confirm={words.t('rollback.confirm')}
      />
      <Confirm
        {...confirmation.props}
        isOpen={confirmation.props.isOpen && pending?.action === 'delete'}
        title={pending ? words.t('deleteRelease.title', { version: pending.release.version }) : ''}
        content={pending ? deleteText(pending.release) : ''}
        confirm={translate('ra.action.delete')}
        confirmColor="warning"
      />
    </>
  );
}
