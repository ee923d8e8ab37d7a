/** The inbox composer (page 'messages'), loaded on first use (React.lazy): it brings the inbox schemas, which the console's first load must not carry. */
import { lazy } from 'react';

export const ComposerPage = lazy(() => import('./composer-page.js'));
