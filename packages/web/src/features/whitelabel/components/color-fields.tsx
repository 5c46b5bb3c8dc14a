import type { BrandColors } from '@irama/contracts';
import { ColorInput, SimpleGrid } from '@mantine/core';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WhitelabelFormOutput, WhitelabelFormValues } from '../lib/form-schema.ts';

const COLOR_KEYS: (keyof BrandColors)[] = ['main', 'accent', 'dark', 'hover', 'menu'];

interface ColorFieldsProps {
  control: Control<WhitelabelFormValues, unknown, WhitelabelFormOutput>;
  errors: FieldErrors<WhitelabelFormValues>['colors'];
}

/** The five brand colours as hex inputs with a picker. */
export function ColorFields({ control, errors }: ColorFieldsProps) {
  const { t } = useTranslation();
  const labels: Record<keyof BrandColors, string> = {
    main: t('whitelabel.colors.main'),
    accent: t('whitelabel.colors.accent'),
    dark: t('whitelabel.colors.dark'),
    hover: t('whitelabel.colors.hover'),
    menu: t('whitelabel.colors.menu'),
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
      {COLOR_KEYS.map((key) => (
        <Controller
          key={key}
          control={control}
          name={`colors.${key}`}
          render={({ field }) => {
            const message = errors?.[key]?.message;
            return (
              <ColorInput
                label={labels[key]}
                format="hex"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={message ? t(message) : undefined}
                swatches={['#c62828', '#e65100', '#00897b', '#1d4ed8', '#6a1b9a', '#111827']}
              />
            );
          }}
        />
      ))}
    </SimpleGrid>
  );
}
