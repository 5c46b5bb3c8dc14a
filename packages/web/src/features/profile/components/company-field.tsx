import { Badge, Group, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

interface CompanyFieldProps extends TextInputProps {
  /** The value awaiting support approval, when a change request is open for this field. */
  pendingValue?: string | null;
  isPending?: boolean;
}

/** A company text field; a field with an open change request shows its new value and a badge. */
export const CompanyField = forwardRef<HTMLInputElement, CompanyFieldProps>(function CompanyField(
  { pendingValue, isPending = false, ...inputProps },
  ref,
) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <TextInput ref={ref} {...inputProps} />
      {isPending && (
        <Group gap={6} wrap="wrap">
          <Badge color="yellow" variant="light" radius="sm" leftSection={<IconClockHour4 size={12} aria-hidden />}>
            {t('profile.company.pendingBadge')}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('profile.company.pendingValue', { value: pendingValue || t('profile.company.emptyValue') })}
          </Text>
        </Group>
      )}
    </Stack>
  );
});
