import { zodResolver } from '@hookform/resolvers/zod';
import type { WhitelabelConfig } from '@irama/contracts';
import { Button, Grid, Group, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field.tsx';
import { ImageUrlInput } from '../../../components/image-url-input.tsx';
import { TitledPaper } from '../../../components/titled-paper.tsx';
import { ApiError, errorMessageKey } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUpdateWhitelabelMutation } from '../api/update-whitelabel.ts';
import { colorOr, contrastOf } from '../lib/contrast.ts';
import { type WhitelabelFormOutput, WhitelabelFormSchema, type WhitelabelFormValues } from '../lib/form-schema.ts';
import { ColorFields } from './color-fields.tsx';
import { ContrastReport } from './contrast-report.tsx';
import { ContrastWarning } from './contrast-warning.tsx';
import { HostsInput } from './hosts-input.tsx';
import { LivePreview } from './live-preview.tsx';

// The form holds URLs as text; the schema turns an empty one into null, as the contract expects.
const resolver = zodResolver(WhitelabelFormSchema) as unknown as Resolver<
  WhitelabelFormValues,
  unknown,
  WhitelabelFormOutput
>;
const ASSETS = ['login_background_url', 'app_logo_url', 'company_logo_url'] as const;

function valuesOf(config: WhitelabelConfig): WhitelabelFormValues {
  return {
    app_name: config.app_name,
    company_name: config.company_name,
    login_background_url: config.login_background_url ?? '',
    app_logo_url: config.app_logo_url ?? '',
    company_logo_url: config.company_logo_url ?? '',
    colors: config.colors,
    hosts: config.hosts,
  };
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledPaper title={title} p={{ base: 'md', sm: 'lg' }} gap="md">
      {children}
    </TitledPaper>
  );
}

/** The white-label fields beside a live preview and the contrast checks. */
export function WhitelabelForm({ config }: { config: WhitelabelConfig }) {
  const { t } = useTranslation();
  const mutation = useUpdateWhitelabelMutation();
  const [hostErrors, setHostErrors] = useState<Record<number, string>>({});
  const form = useForm<WhitelabelFormValues, unknown, WhitelabelFormOutput>({ resolver, values: valuesOf(config) });
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control });
  const colors = {
    main: colorOr(watched.colors?.main, config.colors.main),
    accent: colorOr(watched.colors?.accent, config.colors.accent),
    dark: colorOr(watched.colors?.dark, config.colors.dark),
    hover: colorOr(watched.colors?.hover, config.colors.hover),
    menu: colorOr(watched.colors?.menu, config.colors.menu),
  };
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const clientHostErrors = Object.fromEntries(
    (Array.isArray(errors.hosts) ? errors.hosts : []).flatMap((error, index) =>
      error?.message ? [[index, error.message]] : [],
    ),
  );

  function handleSubmit(values: WhitelabelFormOutput) {
    setHostErrors({});
    mutation.mutate(values, {
      onSuccess: () => notifySuccess(t('whitelabel.messages.saved')),
      onError: (error) => {
        if (error instanceof ApiError) {
          const byIndex: Record<number, string> = {};
          for (const [path, key] of Object.entries(error.fieldErrors)) {
            const [field, index] = path.split('.');
            if (field === 'hosts' && index !== undefined) byIndex[Number(index)] = key;
            else if (field && field in values) form.setError(field as keyof WhitelabelFormValues, { message: key });
          }
          setHostErrors(byIndex);
        }
        notifications.show({
          color: 'red',
          title: t('whitelabel.messages.saveFailed'),
          message: t(errorMessageKey(error)),
          withBorder: true,
        });
      },
    });
  }

  const saveButton = (
    <Button type="submit" size="md" loading={mutation.isPending}>
      {t('whitelabel.save')}
    </Button>
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(handleSubmit)}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <Card title={t('whitelabel.sections.identity')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextField form={form} name="app_name" label={t('whitelabel.fields.appName')} required />
                <TextField form={form} name="company_name" label={t('whitelabel.fields.companyName')} required />
              </SimpleGrid>
            </Card>
            <Card title={t('whitelabel.sections.images')}>
              {ASSETS.map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <ImageUrlInput
                      label={t(`whitelabel.fields.${name}`)}
                      value={field.value}
                      error={message(errors[name]?.message)}
                      onChange={field.onChange}
                    />
                  )}
                />
              ))}
            </Card>
            <Card title={t('whitelabel.sections.colors')}>
              <ColorFields control={form.control} errors={errors.colors} />
              <ContrastWarning pairs={contrastOf(watched.colors ?? {})} />
            </Card>
            <Card title={t('whitelabel.sections.hosts')}>
              <Controller
                control={form.control}
                name="hosts"
                render={({ field }) => (
                  <HostsInput
                    value={field.value}
                    errors={{ byIndex: { ...clientHostErrors, ...hostErrors }, list: errors.hosts?.message }}
                    onChange={(hosts) => {
                      setHostErrors({});
                      field.onChange(hosts);
                    }}
                  />
                )}
              />
            </Card>
            {/* On narrow screens the preview comes first, so the save button closes the form instead. */}
            <Group justify="flex-end" hiddenFrom="md">
              {saveButton}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg" pos={{ md: 'sticky' }} top={80}>
            <Card title={t('whitelabel.sections.preview')}>
              <LivePreview
                branding={{
                  appName: watched.app_name ?? '',
                  companyName: watched.company_name ?? '',
                  appLogoUrl: watched.app_logo_url ?? '',
                  companyLogoUrl: watched.company_logo_url ?? '',
                  loginBackgroundUrl: watched.login_background_url ?? '',
                  colors,
                }}
              />
            </Card>
            <Card title={t('whitelabel.sections.serverContrast')}>
              <ContrastReport config={mutation.data ?? config} />
            </Card>
            <Group justify="flex-end" visibleFrom="md">
              {saveButton}
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
