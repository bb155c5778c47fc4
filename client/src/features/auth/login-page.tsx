import { Button, Card, Center, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LoginDocument, SessionDocument } from '../../gql/graphql';
import { setCsrfToken } from '../../app/csrf-token';
import { useSession } from '../../app/session';
import { safeNextPath } from './next-path';

export const INVALID_LOGIN = 'Invalid login. Please try again.';

export default function LoginPage() {
  const { me } = useSession();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const client = useApolloClient();
  const [login, { loading }] = useMutation(LoginDocument);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errorText, setErrorText] = useState<string | null>(null);

  // Signing in updates the session in the cache, which re-renders this page into the redirect.
  if (me) return <Navigate to={next} replace />;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrorText(null);
    try {
      const { data } = await login({ variables: { input: { username, password } } });
      if (!data) throw new Error('Empty login response');
      setCsrfToken(data.login.csrfToken);
      client.cache.writeQuery({ query: SessionDocument, data: { me: data.login.me, sessionCsrfToken: data.login.csrfToken } });
    } catch (error) {
      // Wrong credentials come back as GraphQL errors; anything else is a transport problem.
      setErrorText(CombinedGraphQLErrors.is(error) ? INVALID_LOGIN : 'Network error.');
    }
  };

  return (
    <Center mih="100vh" bg="gray.0">
      <Card withBorder shadow="sm" padding="xl" radius="md" w={380}>
        <form onSubmit={(event) => void handleSubmit(event)} data-testid="login-form">
          <Stack>
            <div>
              <Title order={2}>Tessera</Title>
              <Text c="dimmed" size="sm">
                Sign in to continue
              </Text>
            </div>
            <TextInput
              label="Username"
              name="username"
              autoComplete="username"
              required
              autoFocus
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              data-testid="login-username"
            />
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              data-testid="login-password"
            />
            {errorText && (
              <Text c="red" size="sm" role="alert" data-testid="login-error">
                {errorText}
              </Text>
            )}
            <Button type="submit" loading={loading} fullWidth data-testid="login-submit">
              Sign in
            </Button>
          </Stack>
        </form>
      </Card>
    </Center>
  );
}
