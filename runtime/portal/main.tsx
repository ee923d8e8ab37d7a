/** The portal's entry: styles, then the app on #root. */
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
