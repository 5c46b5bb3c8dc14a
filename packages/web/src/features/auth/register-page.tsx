import { zodResolver } from '@hookform/resolvers/zod';
import { type Language, RegisterRequestSchema } from '@irama/contracts';
import { Anchor, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { FieldList, TextField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useRegisterMutation } from './api/register.ts';
import { AuthDone } from './components/auth-done.tsx';
import { newPasswordField } from './components/new-password-field.ts';

type FormInput = z.input<typeof RegisterRequestSchema>;
type FormOutput = z.output<typeof RegisterRequestSchema>;

/** /register: a new company and its owner; the account opens after the emailed link is followed. */
export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const mutation = useRegisterMutation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(RegisterRequestSchema),
    defaultValues: { company: '', firstname: '', lastname: '', email: '', password: '' },
  });

  if (mutation.isSuccess) {
    return (
      <AuthDone
        title={t('auth.register.sentTitle')}
        icon={<IconMailCheck size={18} />}
        message={t('auth.register.sent', { email: mutation.variables.email })}
        action={
          <Button component={Link} to="/login" variant="default">
            {t('auth.register.backToLogin')}
          </Button>
        }
      />
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} subtitleMt={4} />
      <ErrorAlert error={mutation.error} />
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => mutation.mutate({ ...values, language: i18n.language as Language }))}
      >
        <Stack gap="md">
          <TextField form={form} name="company" label={t('auth.fields.company')} autoComplete="organization" required />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <FieldList
              form={form}
              fields={[
                { name: 'firstname', label: t('auth.fields.firstname'), autoComplete: 'given-name', required: true },
                { name: 'lastname', label: t('auth.fields.lastname'), autoComplete: 'family-name', required: true },
              ]}
            />
          </SimpleGrid>
          <FieldList
            form={form}
            fields={[
              { name: 'email', label: t('auth.fields.email'), type: 'email', autoComplete: 'email', required: true },
              newPasswordField<FormInput>(t, 'password'),
            ]}
          />
          <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('auth.register.haveAccount')}{' '}
        <Anchor component={Link} to="/login" fw={600}>
          {t('auth.register.signIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
