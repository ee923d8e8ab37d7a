/**
 * The page of one settings kind for one organisation (issue 6 §3): the draft in the kind's editor,
 * saved as you go and checked against the contract as it changes; its difference from the latest
 * release; publishing it (after a confirmation that shows the difference); and the releases, to open,
 * roll back to or delete. Actions the admin's scope may not take are not offered.
 */
import { Suspense, useId, useState } from 'react';
import PublishIcon from '@mui/icons-material/Publish';
import { Alert, Box, Button, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Confirm, Title, useAuthProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { SettingsKind } from '../../../../schemas/settings/releases.js';
import { useConfirmation } from '../confirmation.js';
import { KIND_EDITORS } from './kind-editors.js';
import { OrganisationPicker } from './organisation-picker.js';
import { ReleaseDifference } from './release-difference.js';
import { ReleasesTable } from './releases-table.js';
import { useDateTime } from './release-words.js';
import { SaveStatus } from './save-status.js';
import { useSettingsWords } from './settings-words.js';
import { useKindAccess, type KindAccess } from './use-kind-access.js';
import { DraftNotSaved, useKindSettings } from './use-kind-settings.js';
import { useSettingsOrganisation } from './use-settings-organisation.js';

export interface KindPageProps {
  readonly kind: SettingsKind;
  /** Pause before an edit is saved (ms); tests shorten it. */
  readonly saveDelayMs?: number;
}

const SAVE_DELAY_MS = 800;

export function KindPage({ kind, saveDelayMs = SAVE_DELAY_MS }: KindPageProps) {
  const words = useSettingsWords();
  const translate = useTranslate();
  const organisation = useSettingsOrganisation();
  const access = useKindAccess(kind);
  const title = words.t(`pages.${kind}`);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title={title} />
      <OrganisationPicker current={organisation} />
      {organisation.organisation === undefined || access.isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : (
        // A page per organisation: switching starts afresh (an edit waiting to be saved is sent first).
        <KindWorkspace key={organisation.organisation} kind={kind} organisation={organisation.organisation} access={access} saveDelayMs={saveDelayMs} />
      )}
    </Stack>
  );
}

function KindWorkspace({ kind, organisation, access, saveDelayMs }: { readonly kind: SettingsKind; readonly organisation: string; readonly access: KindAccess; readonly saveDelayMs: number }) {
  const words = useSettingsWords();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const authProvider = useAuthProvider();
  const when = useDateTime();
  const id = useId();
  const settings = useKindSettings(kind, organisation, saveDelayMs);
  const [tab, setTab] = useState(0);
  /** After a release: feature flags switch console pages, so the menu reads them again. */
  const published = () => {
    if (kind !== 'featureFlags') return;
    (authProvider as { reloadPageFlags?: () => unknown } | undefined)?.reloadPageFlags?.();
    refresh();
  };

  const confirmation = useConfirmation<'publish' | 'discard'>(
    async (action) => {
      if (action === 'publish') {
        const release = await settings.publish().catch((error: unknown) => {
          throw error instanceof DraftNotSaved ? new Error(words.t('publish.unsaved')) : error;
        });
        notify(words.t('publish.done', { version: release.version }), { type: 'success' });
        published();
      } else {
        await settings.deleteDraft();
        notify(words.t('discard.done'), { type: 'success' });
      }
    },
    (message) => words.t('failed', { message }),
  );
  const Editor = KIND_EDITORS[kind] as (typeof KIND_EDITORS)['modules'];

  if (settings.status === 'loading') return <CircularProgress aria-label={translate('ra.page.loading')} />;
  if (settings.status === 'error') {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void settings.reload()}>{translate('ampere.common.retry')}</Button>}>
        {words.t('loadError', { message: settings.error ?? '' })}
      </Alert>
    );
  }

  const { draft, latest, autosave } = settings;
  const saveState = autosave.state.status;
  const publishBlocked = draft === null ? words.t('publish.noDraft') : saveState === 'invalid' ? words.t('publish.invalid') : saveState === 'failed' ? words.t('publish.unsaved') : undefined;

  const tabs = [words.t('tabs.draft'), words.t('tabs.difference'), words.t('tabs.releases', { smart_count: settings.releases.length })];

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {access.edit && <SaveStatus autosave={autosave} />}
        <Box sx={{ flex: 1 }} />
        {access.deleteDraft && draft && (
          <Button color="warning" onClick={() => confirmation.ask('discard')}>{words.t('discard.button')}</Button>
        )}
        {access.publish && (
          <Button variant="contained" startIcon={<PublishIcon />} disabled={publishBlocked !== undefined} onClick={() => confirmation.ask('publish')}>
            {words.t('publish.button')}
          </Button>
        )}
      </Stack>
      {access.publish && publishBlocked && <Typography variant="body2" color="text.secondary">{publishBlocked}</Typography>}
      {!access.edit && <Alert severity="info">{words.t('readOnly')}</Alert>}
      {draft ? (
        <Typography variant="body2" color="text.secondary">{words.t('source.draft', { when: when(draft.updatedAt) })}</Typography>
      ) : (
        <Alert severity="info">
          {settings.source === 'release' && latest ? words.t('source.release', { version: latest.version }) : words.t('source.empty', { kind: words.t(`pages.${kind}`) })}
        </Alert>
      )}
      <Tabs value={tab} onChange={(_e, next: number) => setTab(next)} aria-label={words.t('tabs.label')}>
        {tabs.map((label, i) => <Tab key={label} id={`${id}-tab-${i}`} aria-controls={`${id}-panel-${i}`} label={label} />)}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 0 && (
          <Suspense fallback={<CircularProgress aria-label={translate('ra.page.loading')} />}>
            <Editor value={settings.value as never} onChange={settings.change} readOnly={!access.edit} issues={settings.issues} />
          </Suspense>
        )}
        {tab === 1 && <ReleaseDifference from={latest} to={settings.value} />}
        {tab === 2 && <ReleasesTable kind={kind} settings={settings} access={access} onPublished={published} />}
      </Box>
      <Confirm
        {...confirmation.props}
        isOpen={confirmation.props.isOpen && confirmation.asking === 'publish'}
        maxWidth="md"
        fullWidth
        title={words.t('publish.title')}
        content={
          <>
            <Typography sx={{ mb: 2 }}>{words.t('publish.content')}</Typography>
            <ReleaseDifference from={latest} to={settings.value} />
          </>
        }
        confirm={words.t('publish.confirm')}
      />
      <Confirm
        {...confirmation.props}
        isOpen={confirmation.props.isOpen && confirmation.asking === 'discard'}
        title={words.t('discard.title')}
        content={latest ? words.t('discard.content', { version: latest.version }) : words.t('discard.contentEmpty')}
        confirm={words.t('discard.confirm')}
        confirmColor="warning"
      />
    </Stack>
  );
}
