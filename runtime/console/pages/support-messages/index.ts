/** The Support messages page, loaded on first use (React.lazy): the console's first load must not carry its code or schemas. */
import { lazy } from 'react';

export const SupportPage = lazy(() => import('./support-page.js'));
