/**
 * The secrets' screens (back-office §3 Secret, §4, §6, §7): a metadata list with environment sync,
 * create, show and "Replace value" (the edit route), loaded when opened. None of them reads or shows
 * a stored value: the generic show and edit would (react-admin's getOne for secrets is getSecret).
 */
import KeyIcon from '@mui/icons-material/Key';
import { lazy } from 'react';
import type { ResourceScreens } from '../screens.js';

const list = lazy(() => import('./secret-list.js').then((m) => ({ default: m.SecretList })));
const show = lazy(() => import('./secret-show.js').then((m) => ({ default: m.SecretShow })));
const create = lazy(() => import('./secret-create.js').then((m) => ({ default: m.SecretCreate })));
const edit = lazy(() => import('./secret-replace.js').then((m) => ({ default: m.SecretReplace })));

const secrets: ResourceScreens = { list, show, create, edit, icon: KeyIcon };
export default secrets;
