import { Alert, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { useVerifyEmailMutation } from './api/verify-email.ts';

/** /register/verify?token=…: confirms the address, signs the new owner in and opens Home. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const mutation = useVerifyEmailMutation();
  const token = params.get('token') ?? '';
  const hasStarted = useRef(false);
  const { mutate } = mutation;

  useEffect(() => {
    // A verification token is single-use: StrictMode's second effect run must not spend it twice.
    if (!token || hasStarted.current) return;
    hasStarted.current = true;
    mutate(token, {
      onSuccess: (session) => {
        signIn(session.token);
        void navigate('/', { replace: true });
      },
    });
  }, [token, mutate, signIn, navigate]);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('auth.verify.title')}
      </Title>
      {!token && (
        <Alert color="red" variant="light" role="alert">
          {t('errors.auth.verification_token_invalid')}
        </Alert>
      )}
      {token && mutation.isPending && (
        <Center py="md">
          <Stack align="center" gap="xs">
            <LoadingSpinner />
            <Text c="dimmed">{t('auth.verify.checking')}</Text>
          </Stack>
        </Center>
      )}
      <ErrorAlert error={mutation.error} />
      {(!token || mutation.isError) && (
        <Button component={Link} to="/register" variant="default">
          {t('auth.verify.registerAgain')}
        </Button>
      )}
    </Stack>
  );
}
