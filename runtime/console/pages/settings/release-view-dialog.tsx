/** One release opened: its payload in the kind's editor, read-only, and what it changed against the latest. */
import { Suspense, useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SettingsKind, SettingsRelease } from '../../../../schemas/settings/releases.js';
import { KIND_EDITORS } from './kind-editors.js';
import { ReleaseDifference } from './release-difference.js';
import { useDateTime, whoPublished } from './release-words.js';
import type { AdminName } from './settings-calls.js';
import { useSettingsWords } from './settings-words.js';

export interface ReleaseViewDialogProps {
  readonly kind: SettingsKind;
  readonly release: SettingsRelease | undefined;
  readonly latest: SettingsRelease | undefined;
  readonly admins: ReadonlyMap<string, AdminName>;
  onClose(): void;
}

export function ReleaseViewDialog({ release, onClose, ...rest }: ReleaseViewDialogProps) {
  return (
    <Dialog open={release !== undefined} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="release-view-title">
      {/* Keyed by the release: each one opens on its content. */}
      {release && <ReleaseView key={release._id} release={release} onClose={onClose} {...rest} />}
    </Dialog>
  );
}

function ReleaseView({ kind, release, latest, admins, onClose }: ReleaseViewDialogProps & { readonly release: SettingsRelease }) {
  const words = useSettingsWords();
  const translate = useTranslate();
  const when = useDateTime();
  const [tab, setTab] = useState(0);
  const Editor = KIND_EDITORS[kind] as (typeof KIND_EDITORS)['modules'];
  return (
    <>
      <DialogTitle id="release-view-title">
        {words.t('view.title', { version: release.version, when: when(release.createdAt), who: whoPublished(release, admins) })}
      </DialogTitle>
      <DialogContent dividers>
        <Tabs value={tab} onChange={(_e, next: number) => setTab(next)} aria-label={words.t('view.tabs')} sx={{ mb: 2 }}>
          <Tab label={words.t('view.payload')} />
          <Tab label={words.t('view.against', { version: latest?.version ?? release.version })} />
        </Tabs>
        {tab === 0 ? (
          <Suspense fallback={<CircularProgress aria-label={translate('ra.page.loading')} />}>
            <Editor value={release.payload as never} onChange={() => undefined} readOnly />
          </Suspense>
        ) : (
          <ReleaseDifference from={latest} to={release.payload} toLabel={words.t('view.version', { version: release.version })} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </>
  );
}
