import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { cspNonce } from './csp-nonce';
import { createAppRouter } from './router';
import { theme } from './theme';

const getStyleNonce = () => cspNonce ?? '';

/** The app around `client`, which main.tsx builds before the first render to send the boot queries with it. */
export function App({ client }: { client: ApolloClient }) {
  // useState initialisers run once, so re-renders never build a second router.
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
