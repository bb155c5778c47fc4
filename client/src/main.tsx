import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './app/apollo';
import { App } from './app/app';
import { shareCspNonce } from './app/csp-nonce';
import { preloadRoute } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
shareCspNonce();
const { client, prefetch } = createApolloClient();
preloadRoute(prefetch, window.location);

createRoot(root).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
