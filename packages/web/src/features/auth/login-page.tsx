import type { LoginRequest } from '@irama/contracts';
import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClockExclamation } from '@tabler/icons-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { useRuntimeConfigQuery } from '../../lib/use-runtime-config.ts';
import { type FieldErrors, validateWith } from '../../lib/validate-with.ts';
import { useGoogleLoginMutation } from './api/google-login.ts';
import { useLoginMutation } from './api/login.ts';
import { GoogleSignInButton } from './components/google-sign-in-button.tsx';

// The dialog (and Mantine's modal machinery) is fetched only when someone forgot a password.
const ForgotPasswordDialog = lazy(() =>
  import('./components/forgot-password-dialog.tsx').then((module) => ({ default: module.ForgotPasswordDialog })),
);

/** /login: email and password, Google sign-in when configured, forgot password, sign-up link. */
export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { signIn, branding } = useSession();
  const config = useRuntimeConfigQuery();
  const login = useLoginMutation();
  const google = useGoogleLoginMutation();
  const [isForgotOpen, forgot] = useDisclosure(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const isSessionExpired = (location.state as { sessionExpired?: boolean } | null)?.sessionExpired === true;
  const googleClientId = config.data?.google_client_id ?? null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The sign-in page stays light: the contract schema (and zod) load on the first submit.
    const { LoginRequestSchema } = await import('@irama/contracts');
    const result = validateWith(LoginRequestSchema, { email, password });
    setErrors(result.errors ?? {});
    if (!result.data) return;
    const credentials: LoginRequest = result.data;
    google.reset();
    login.mutate(credentials, { onSuccess: (session) => signIn(session.token) });
  }

  function handleGoogleCredential(credential: string) {
    login.reset();
    google.mutate(credential, { onSuccess: (session) => signIn(session.token) });
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('auth.login.title')}
        subtitle={t('auth.login.subtitle', { name: branding.app_name })}
        subtitleMt={4}
      />
      {isSessionExpired && (
        <Alert color="orange" variant="light" icon={<IconClockExclamation size={18} />} role="alert">
          {t('errors.auth.session_expired')}
        </Alert>
      )}
      <ErrorAlert error={login.error ?? google.error} />
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="md">
          <TextInput
            label={t('auth.fields.email')}
            placeholder={t('auth.fields.emailPlaceholder')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email ? t(errors.email) : undefined}
          />
          <PasswordInput
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password ? t(errors.password) : undefined}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component="button" type="button" size="sm" onClick={forgot.open}>
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
      {googleClientId && (
        <>
          <Divider label={t('auth.login.or')} labelPosition="center" />
          <GoogleSignInButton clientId={googleClientId} onCredential={handleGoogleCredential} />
        </>
      )}
      <Text size="sm" ta="center">
        {t('auth.login.noAccount')}{' '}
        <Anchor component={Link} to="/register" fw={600}>
          {t('auth.login.signUp')}
        </Anchor>
      </Text>
      {isForgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog opened onClose={forgot.close} defaultEmail={email} />
        </Suspense>
      )}
    </Stack>
  );
}
