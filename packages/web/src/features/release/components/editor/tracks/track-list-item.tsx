import type { TrackDetail } from '@irama/contracts';
import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TrackListItemProps {
  track: TrackDetail;
  /** The element's id, for an issue's link to bring it into view. */
  elementId: string;
  title: string;
  /** How many fields still stop the track from being submitted. */
  issueCount: number;
  isOpen: boolean;
  isEditable: boolean;
  onToggle: () => void;
  onDelete: () => void;
  /** The track's editor, shown while it is open. */
  children: ReactNode;
}

/** One track of step 2: its number, title, completeness and artists, with buttons to open or delete it. */
export function TrackListItem(props: TrackListItemProps) {
  const { track, title, issueCount, isOpen, isEditable, onToggle, onDelete, children } = props;
  const { t } = useTranslation();
  const artists = track.artists.flatMap((artist) => (artist.name ? [artist.name] : [])).join(', ');
  return (
    <Paper
      id={props.elementId}
      component="li"
      withBorder
      radius="md"
      p="md"
      shadow={isOpen ? 'sm' : undefined}
      // Brought into view below the fixed top bar, not under it.
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))' }}
    >
      <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={36} radius="xl" variant={isOpen ? 'filled' : 'light'}>
            <Text size="sm" fw={700} c="inherit">
              {track.track_number ?? '–'}
            </Text>
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={500} truncate="end">
              {title}
            </Text>
            <Group gap={6} wrap="wrap">
              <Badge size="sm" variant="light" color={issueCount === 0 ? 'green' : 'orange'}>
                {issueCount === 0
                  ? t('release.trackStep.complete')
                  : t('release.trackStep.incomplete', { count: issueCount })}
              </Badge>
              {artists && (
                <Text size="xs" c="dimmed" truncate="end" maw="16rem">
                  {artists}
                </Text>
              )}
            </Group>
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          {isEditable && !isOpen && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              px={6}
              aria-label={t('release.trackStep.deleteNamed', { title: title })}
              onClick={onDelete}
            >
              <IconTrash size={16} aria-hidden />
            </Button>
          )}
          <Button
            variant={isOpen ? 'default' : 'light'}
            size="compact-sm"
            rightSection={isOpen ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
            aria-expanded={isOpen}
            aria-label={t(isOpen ? 'release.trackStep.closeNamed' : 'release.trackStep.editNamed', {
              title: title,
            })}
            onClick={onToggle}
          >
            {t(isOpen ? 'release.trackStep.close' : isEditable ? 'release.trackStep.edit' : 'release.trackStep.view')}
          </Button>
        </Group>
      </Group>
      {isOpen && <Stack mt="md">{children}</Stack>}
    </Paper>
  );
}
