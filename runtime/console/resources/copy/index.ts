/**
 * Copy text's screens (issue 6 §2 Copy): the grid of keys × six languages replaces the generic list;
 * it adds, edits, deletes, exports and imports in place, per organisation, so copy has no generic
 * show, create or edit screens (the generic create would write the platform default).
 */
import TranslateIcon from '@mui/icons-material/Translate';
import { lazy } from 'react';
import type { ResourceScreens } from '../screens.js';

const list = lazy(() => import('./copy-grid-page.js'));

const copy: ResourceScreens = { list, show: null, create: null, edit: null, icon: TranslateIcon };
export default copy;
