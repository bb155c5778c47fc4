import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { shareCspNonce } from './app/csp-nonce';
import { preloadScreenOf } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
shareCspNonce();
preloadScreenOf(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
