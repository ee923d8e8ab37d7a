/**
 * One kind's settings of one organisation as its page works with them: the saved draft, the releases
 * (newest first) with who published each, the payload being edited and the contract's issues with
 * it, saving as you go, and the page's actions — publish, roll back, delete a release, discard the
 * draft — each followed by a fresh read, so the page shows what the server now holds.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SettingsDraft, SettingsKind, SettingsRelease } from '../../../../schemas/settings/releases.js';
import { errorMessage } from '../../resources/generic-form-schema.js';
import type { PayloadIssue } from './kind-editor.js';
import { emptyPayload, payloadIssues } from './payload-rules.js';
import { useSettingsCalls, type AdminName } from './settings-calls.js';
import { useAutosave, type Autosave } from './use-autosave.js';

/** Publishing found the last edit unsaved (the server refused it or could not be reached); the page words it. */
export class DraftNotSaved extends Error {
  constructor() {
    super('The draft is not saved');
    this.name = 'DraftNotSaved';
  }
}

/** Where the editor's payload came from when the page was read. */
export type PayloadSource = 'draft' | 'release' | 'empty';

export interface KindSettings {
  readonly status: 'loading' | 'ready' | 'error';
  readonly error?: string;
  /** The draft as the server last answered it (null: none). */
  readonly draft: SettingsDraft | null;
  readonly releases: readonly SettingsRelease[];
  readonly latest: SettingsRelease | undefined;
  readonly admins: ReadonlyMap<string, AdminName>;
  readonly value: unknown;
  readonly source: PayloadSource;
  readonly issues: readonly PayloadIssue[];
  readonly autosave: Autosave;
  change(next: unknown): void;
  reload(): Promise<void>;
  publish(): Promise<SettingsRelease>;
  /** Saves `release`'s payload as the draft, then publishes it as a new release. */
  rollBack(release: SettingsRelease): Promise<SettingsRelease>;
  deleteRelease(release: SettingsRelease): Promise<void>;
  deleteDraft(): Promise<void>;
}

export function useKindSettings(kind: SettingsKind, organisation: string, saveDelayMs: number): KindSettings {
  const calls = useSettingsCalls();
  const [status, setStatus] = useState<KindSettings['status']>('loading');
  const [error, setError] = useState<string>();
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [releases, setReleases] = useState<readonly SettingsRelease[]>([]);
  const [admins, setAdmins] = useState<ReadonlyMap<string, AdminName>>(new Map());
  const [value, setValue] = useState<unknown>(undefined);
  const [source, setSource] = useState<PayloadSource>('empty');
  const issues = useMemo(() => (value === undefined ? [] : payloadIssues(kind, value)), [kind, value]);

  const save = useCallback(
    async (payload: unknown) => {
      const saved = await calls.saveDraft(kind, organisation, payload);
      setDraft(saved);
    },
    [calls, kind, organisation],
  );
  const autosave = useAutosave(save, saveDelayMs);
  const { reset } = autosave;

  /** Reads what the server holds; `fresh` also puts the draft (or the latest release) in the editor. */
  const read = useCallback(
    async (fresh: boolean) => {
      const [nextDraft, nextReleases] = await Promise.all([calls.getDraft(kind, organisation), calls.listReleases(kind, organisation)]);
      setDraft(nextDraft);
      setReleases(nextReleases);
      if (fresh) {
        reset();
        const from: PayloadSource = nextDraft ? 'draft' : nextReleases[0] ? 'release' : 'empty';
        setSource(from);
        setValue(nextDraft?.payload ?? nextReleases[0]?.payload ?? emptyPayload(kind));
      }
      const names = await calls.adminNames(nextReleases.map((r) => r.createdBy));
      setAdmins(names);
    },
    [calls, kind, organisation, reset],
  );

  const generation = useRef(0);
  const load = useCallback(async () => {
    const mine = ++generation.current;
    setStatus('loading');
    try {
      await read(true);
      if (mine === generation.current) setStatus('ready');
    } catch (e) {
      if (mine !== generation.current) return;
      setError(errorMessage(e));
      setStatus('error');
    }
  }, [read]);

  useEffect(() => {
    void load();
  }, [load]);

  const { edit } = autosave;
  const change = useCallback(
    (next: unknown) => {
      setValue(next);
      edit(next, payloadIssues(kind, next).length);
    },
    [edit, kind],
  );

  const publish = useCallback(async () => {
    if (!(await autosave.flush())) throw new DraftNotSaved();
    const release = await calls.publish(kind, organisation);
    await read(false);
    return release;
  }, [autosave, calls, kind, organisation, read]);

  const rollBack = useCallback(
    async (release: SettingsRelease) => {
      // A pending edit must not overwrite the rolled-back draft after it is saved.
      reset();
      const saved = await calls.saveDraft(kind, organisation, release.payload);
      setDraft(saved);
      setValue(saved.payload);
      setSource('draft');
      const published = await calls.publish(kind, organisation);
      await read(false);
      return published;
    },
    [calls, kind, organisation, read, reset],
  );

  const deleteRelease = useCallback(
    async (release: SettingsRelease) => {
      await calls.deleteRelease(kind, organisation, release._id);
      await read(false);
    },
    [calls, kind, organisation, read],
  );

  const deleteDraft = useCallback(async () => {
    reset();
    await calls.deleteDraft(kind, organisation);
    await read(true);
  }, [calls, kind, organisation, read, reset]);

  return {
    status, error, draft, releases, latest: releases[0], admins, value, source, issues, autosave, change,
    reload: load, publish, rollBack, deleteRelease, deleteDraft,
  };
}
