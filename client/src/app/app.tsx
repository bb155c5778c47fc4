import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from './apollo';
import { cspNonce } from './csp-nonce';
import { createAppRouter } from './router';
import { theme } from './theme';

const getStyleNonce = () => cspNonce ?? '';

export function App() {
  // useState initialisers run once, so re-renders never build a second client (and cache) or router.
  const [client] = useState(createApolloClient);
  const [router] = useState(createAppRouter);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" getStyleNonce={getStyleNonce}>
      <Notifications position="top-right" />
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </MantineProvider>
  );
}
