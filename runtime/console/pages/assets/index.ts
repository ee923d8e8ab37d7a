/** The assets page, loaded when opened (its calls and the contract's asset schemas come with it). */
import { lazy } from 'react';

export const AssetsPage = lazy(() => import('./assets-page.js'));
