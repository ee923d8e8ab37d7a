/**
 * The account prospects' screens (back-office §7 Account prospects and creation logs; issue 19 §1):
 * a list of sign-ups read from the search, customer service's queue first, and a prospect's screen
 * laid out for checking the provider customer it names, each confirming or refusing it where the
 * admin may. Create and edit stay the generic ones, which a staff scope is not offered (the calls
 * are the sign-up's own, public, by its ref). Loaded when opened.
 */
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { lazy } from 'react';
import type { ResourceScreens } from '../screens.js';

const list = lazy(() => import('./prospect-list.js').then((m) => ({ default: m.ProspectList })));
const show = lazy(() => import('./prospect-show.js').then((m) => ({ default: m.ProspectShow })));

const accountProspects: ResourceScreens = { list, show, icon: HowToRegIcon };
export default accountProspects;
