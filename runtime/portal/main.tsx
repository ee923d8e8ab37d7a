/** The portal's entry: zod's parse mode before any schema is built, styles, then the app on #root. */
import './zod-config.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { readEnvironment } from './app/environment.js';
import './styles/portal.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App environment={readEnvironment()} />
  </StrictMode>,
);
