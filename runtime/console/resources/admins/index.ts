/**
 * Admins' screens (back-office §2 "Admins: scope and organisation; created-admin e-mail; delete"):
 * the generic list, create, edit and delete, and a show screen that adds sending the created-admin
 * e-mail. Loaded when opened.
 */
import { lazy } from 'react';
import type { ResourceScreens } from '../screens.js';

const show = lazy(() => import('./admin-show.js').then((m) => ({ default: m.AdminShow })));

const admins: ResourceScreens = { show };
export default admins;
