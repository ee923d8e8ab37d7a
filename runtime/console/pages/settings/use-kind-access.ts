/**
 * What the admin may do with a kind's drafts and releases: the auth provider's canAccess on the
 * kind's resources (`modules-drafts`, `modules-releases`), which answers from the operations' access
 * in the generated descriptors. Buttons the scope may not use are not shown; the server refuses the
 * calls anyway.
 */
import { useCanAccess } from 'react-admin';
import type { SettingsKind } from '../../../../schemas/settings/releases.js';
import { SETTINGS_KINDS } from './settings-kinds.js';

export interface KindAccess {
  readonly isPending: boolean;
  /** Save the draft (PUT). */
  readonly edit: boolean;
  readonly deleteDraft: boolean;
  /** Publish a release (POST), and so roll back. */
  readonly publish: boolean;
  readonly deleteRelease: boolean;
  readonly rollBack: boolean;
}

export function useKindAccess(kind: SettingsKind): KindAccess {
  const { resource } = SETTINGS_KINDS[kind];
  const edit = useCanAccess({ resource: `${resource}-drafts`, action: 'edit' });
  const deleteDraft = useCanAccess({ resource: `${resource}-drafts`, action: 'delete' });
  const publish = useCanAccess({ resource: `${resource}-releases`, action: 'create' });
  const deleteRelease = useCanAccess({ resource: `${resource}-releases`, action: 'delete' });
  return {
    isPending: edit.isPending || deleteDraft.isPending || publish.isPending || deleteRelease.isPending,
    edit: edit.canAccess === true,
    deleteDraft: deleteDraft.canAccess === true,
    publish: publish.canAccess === true,
    deleteRelease: deleteRelease.canAccess === true,
    // Rolling back saves the draft, then publishes it.
    rollBack: edit.canAccess === true && publish.canAccess === true,
  };
}
