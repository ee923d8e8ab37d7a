/**
 * API tokens' screens (back-office §7 API tokens): the list with status, last use and revoke, and the
 * create form that shows the new token once. A token has no screen of its own: the API cannot read
 * one by id, and its value is never shown again.
 */
import KeyIcon from '@mui/icons-material/Key';
import { lazy } from 'react';
import type { ResourceScreens } from '../screens.js';

const list = lazy(() => import('./token-list.js').then((m) => ({ default: m.ApiTokenList })));
const create = lazy(() => import('./token-create.js').then((m) => ({ default: m.ApiTokenCreate })));

const apiTokens: ResourceScreens = { list, create, icon: KeyIcon };
export default apiTokens;
