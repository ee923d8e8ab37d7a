/**
 * Resources the menu leaves out: the settings pages (pages/settings) edit these drafts and releases.
 * Its own module so that a node test reading the menu (demo-admins.test.ts) need not load the screens.
 */
import { SETTINGS_RESOURCES } from '../pages/settings/settings-kinds.js';

export const HIDDEN_FROM_MENU: ReadonlySet<string> = new Set(SETTINGS_RESOURCES);
