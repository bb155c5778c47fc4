// Who is signed in. The boot `Session` query answers `me` (null when anonymous) and, in the same request, the
// CSRF token of a signed-in user's session. Login writes its payload into that cache entry, logout reloads the
// page, so every screen reads one source. main.tsx sends the query before React's first render
// (prefetchRouteData), so the answer is usually in the cache when this provider first asks.
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { createContext, useContext, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath } from '../features/auth/next-path';
import { SessionDocument, type SessionUserFragment } from '../gql/graphql';
import { setCsrfToken } from './csrf-token';

interface SessionValue {
  me: SessionUserFragment | null;
}

const SessionContext = createContext<SessionValue | null>(null);

function BootError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Center h="100vh">
      <Stack align="center">
        <Alert color="red" title="Tessera is not reachable" data-testid="boot-error">
          {message}
        </Alert>
        <Button variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useQuery(SessionDocument);
  const me = session.data?.me ?? null;

  if (session.error) return <BootError message={session.error.message} onRetry={() => void session.refetch()} />;
  if (!session.data) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }

  // The token lives outside React because the Apollo link reads it per request. Storing it while rendering
  // (an idempotent assignment) guarantees it is in place before any child sends a mutation.
  setCsrfToken(me ? session.data.sessionCsrfToken ?? null : null);
  return <SessionContext.Provider value={{ me }}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** Sends anonymous visitors to the login page, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { me } = useSession();
  const location = useLocation();
  if (!me) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return children;
}
