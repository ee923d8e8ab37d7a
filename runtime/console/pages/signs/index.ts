/** The signs page, loaded when opened (its calls and the contract's sign schemas come with it). */
import { lazy } from 'react';

export const SignsPage = lazy(() => import('./signs-page.js'));
