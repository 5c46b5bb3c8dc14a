import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDisc, IconFilterOff, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface ReleaseListEmptyProps {
  /** A search or status filter is on: the list is empty because of it, not because nothing exists. */
  isFiltered: boolean;
  onClear: () => void;
}

/** What to do when the list has nothing to show: start a first release, or loosen the filter. */
export function ReleaseListEmpty({ isFiltered, onClear }: ReleaseListEmptyProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          {isFiltered ? <IconFilterOff size={28} /> : <IconDisc size={28} />}
        </ThemeIcon>
        <Title order={2} size="h4">
          {isFiltered ? t('release.list.empty.filteredTitle') : t('release.list.empty.title')}
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          {isFiltered ? t('release.list.empty.filteredDescription') : t('release.list.empty.description')}
        </Text>
        {isFiltered ? (
          <Button variant="default" onClick={onClear}>
            {t('release.list.empty.clear')}
          </Button>
        ) : (
          <Button component={Link} to="/release/new" leftSection={<IconPlus size={18} />}>
            {t('release.list.newRelease')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
