import type { ArtistRole } from '@irama/contracts';
import { ActionIcon, Badge, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconBrandSpotify, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ArtistCreditValue } from './artist-credit-value.ts';

interface ArtistCreditListProps {
  value: ArtistCreditValue[];
  onChange: (value: ArtistCreditValue[]) => void;
  disabled?: boolean;
}

/** The credited artists, each with its main/featured switch and a remove button. */
export function ArtistCreditList({ value, onChange, disabled }: ArtistCreditListProps) {
  const { t } = useTranslation();

  function setRole(index: number, role: ArtistRole) {
    onChange(value.map((credit, position) => (position === index ? { ...credit, role } : credit)));
  }

  if (value.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('release.artistInput.empty')}
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {value.map((credit, index) => (
        <Paper
          key={`${credit.artist_id}|${credit.spotify_id}|${credit.name}`}
          component="li"
          withBorder
          radius="md"
          px="sm"
          py={6}
        >
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0, flex: '1 1 10rem' }}>
              <Text size="sm" fw={500} truncate="end">
                {credit.name ?? t('release.artistInput.unnamed')}
              </Text>
              {credit.spotify_id && (
                <Badge size="xs" variant="light" color="green" leftSection={<IconBrandSpotify size={10} aria-hidden />}>
                  Spotify
                </Badge>
              )}
            </Group>
            <Group gap={6} wrap="nowrap">
              <SegmentedControl
                size="xs"
                value={credit.role}
                disabled={disabled}
                onChange={(role) => setRole(index, role as ArtistRole)}
                aria-label={t('release.artistInput.roleOf', { name: credit.name ?? '' })}
                data={[
                  { value: 'main', label: t('release.artistInput.roles.main') },
                  { value: 'featured', label: t('release.artistInput.roles.featured') },
                ]}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                disabled={disabled}
                aria-label={t('release.artistInput.remove', { name: credit.name ?? '' })}
                onClick={() => onChange(value.filter((_, position) => position !== index))}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
