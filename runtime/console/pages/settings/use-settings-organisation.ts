/**
 * The organisation a settings page works on: the admin's own (as the generic screens start from the
 * identity's organisation), or, for platform staff who reach every organisation, the one named in the
 * address (`?organisation=BRIGHT`), so the Releases page can link to a kind page of any organisation
 * and a link can be shared. Organisation-bound scopes always get their own: the server would refuse
 * another anyway.
 */
import { useCallback } from 'react';
import { usePermissions } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { AdminScope } from '../../../../schemas/admin.js';
import { PLATFORM_STAFF } from '../../../../schemas/endpoints/access.js';

export interface SettingsOrganisation {
  /** Undefined while the session is read. */
  readonly organisation?: string;
  readonly scope?: AdminScope;
  /** Whether the admin may work on another organisation. */
  readonly canPick: boolean;
  pick(organisation: string): void;
}

export function useSettingsOrganisation(): SettingsOrganisation {
  const { permissions } = usePermissions<{ scope?: AdminScope; organisation?: string } | undefined>();
  const [search, setSearch] = useSearchParams();
  const canPick = (PLATFORM_STAFF as readonly string[]).includes(permissions?.scope ?? '');
  const asked = search.get('organisation')?.trim();
  const organisation = canPick && asked ? asked : permissions?.organisation;
  const pick = useCallback(
    (next: string) => {
      const code = next.trim();
      if (!code) return;
      setSearch((current) => {
        const out = new URLSearchParams(current);
        out.set('organisation', code);
        return out;
      });
    },
    [setSearch],
  );
  return { organisation, scope: permissions?.scope, canPick, pick };
}
