/** How a release is named on the settings pages: its version, when, and who published it. */
import { useLocaleState } from 'react-admin';
import type { SettingsRelease } from '../../../../schemas/settings/releases.js';
import type { AdminName } from './settings-calls.js';

export function useDateTime(): (date: Date | string) => string {
  const [locale] = useLocaleState();
  return (date) => new Date(date).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "Mari Marked (marketing@bright.example)", the e-mail alone, or the admin id when the look-up does not know it. */
export function whoPublished(release: Pick<SettingsRelease, 'createdBy'>, admins: ReadonlyMap<string, AdminName>): string {
  const admin = admins.get(release.createdBy);
  if (!admin) return release.createdBy;
  return admin.name ? `${admin.name} (${admin.email})` : admin.email;
}
