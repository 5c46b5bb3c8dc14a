import type { IdeaContent } from '@irama/contracts';
import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format-date.ts';
import { localizedText } from '../../lib/localized.ts';
import { EmptyNote } from './empty-note.tsx';

interface ContentTilesProps {
  items: readonly IdeaContent[];
  /** Said when there are none. */
  emptyText: string;
  /** Columns from the widest screen down; one on a phone. */
  columns?: number;
}

/** A link to content: same-origin paths stay in the app, other URLs open in a new tab. */
function ContentLink({ href, children }: { href: string; children: React.ReactNode }) {
  if (href.startsWith('/')) {
    return (
      <Anchor component={Link} to={href} fw={600} size="sm" c="inherit" lineClamp={2}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fw={600} size="sm" c="inherit" lineClamp={2}>
      {children}
    </Anchor>
  );
}

/** Cards of staff content (social posts, articles, hot topics, trending ideas): picture, title, line and date. */
export function ContentTiles({ items, emptyText, columns = 3 }: ContentTilesProps) {
  if (items.length === 0) return <EmptyNote text={emptyText} />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: columns }} spacing="sm">
      {items.map((item) => (
        <ContentTile key={item.id} item={item} />
      ))}
    </SimpleGrid>
  );
}

/** One card, in the reader's language (or the other when staff wrote only that). */
function ContentTile({ item }: { item: IdeaContent }) {
  const { i18n } = useTranslation();
  const title = localizedText(item, 'title', i18n.language);
  const summary = localizedText(item, 'summary', i18n.language);
  return (
    <Paper withBorder radius="md" p="xs">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {item.image_url && (
          <Image
            src={item.image_url}
            alt=""
            w={56}
            h={56}
            radius="sm"
            fit="cover"
            loading="lazy"
            style={{ flex: 'none' }}
          />
        )}
        <Stack gap={2} miw={0}>
          {item.link_url ? (
            <ContentLink href={item.link_url}>{title}</ContentLink>
          ) : (
            <Text fw={600} size="sm" lineClamp={2}>
              {title}
            </Text>
          )}
          {summary && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {summary}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatDate(item.published_on, i18n.language)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
