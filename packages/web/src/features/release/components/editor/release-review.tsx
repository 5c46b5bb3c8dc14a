import { PLATFORMS, type ReleaseDetail } from '@irama/contracts';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReleaseCover } from '../../../../components/release/release-cover.tsx';
import type { ReleaseIssue } from './release-issues.ts';
import { artistNames, Fact, FileFact } from './review-facts.tsx';
import { TrackReview } from './track-review.tsx';

/** The whole release, readable: album data, then every track; fields with an issue are marked. */
export function ReleaseReview({ release, issues }: { release: ReleaseDetail; issues: ReleaseIssue[] }) {
  const { t } = useTranslation();
  const albumIssue = (field: string) =>
    issues.some((issue) => issue.target.scope === 'album' && issue.target.field === field);
  const albumFact = (field: string, value: ReactNode) => (
    <Fact key={field} label={t(`release.editor.fields.${field}`)} hasIssue={albumIssue(field)}>
      {value}
    </Fact>
  );

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
        <Title order={2} size="h4" mb="md">
          {t('release.editor.album.title')}
        </Title>
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          {albumFact(
            'release_type',
            release.release_type ? t(`release.editor.releaseType.${release.release_type}`) : null,
          )}
          {albumFact('title', release.title)}
          {albumFact('artists', artistNames(t, release.artists))}
          {albumFact('upc', release.upc)}
          {albumFact('release_date', release.release_date)}
          {albumFact('label', release.label)}
          {albumFact('asset_label', release.asset_label)}
          {albumFact(
            'cover_art',
            release.cover_art && (
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ReleaseCover cover={release.cover_art} title={release.title || t('release.list.untitled')} size={72} />
                <div>
                  <FileFact file={release.cover_art} />
                </div>
              </Group>
            ),
          )}
          {albumFact('statement_letter', release.statement_letter && <FileFact file={release.statement_letter} />)}
          {albumFact(
            'documentation',
            release.documentation.length > 0 &&
              release.documentation.map((file) => <FileFact key={file.file_id} file={file} />),
          )}
        </SimpleGrid>
        <Stack gap={4} mt="md">
          <Fact label={t('release.editor.fields.platforms')} hasIssue={albumIssue('platforms')}>
            {release.platforms.length > 0 && (
              <Group gap={6}>
                {PLATFORMS.filter((platform) => release.platforms.includes(platform.id)).map((platform) => (
                  <Badge key={platform.id} variant="light" size="sm" tt="none">
                    {platform.name}
                  </Badge>
                ))}
              </Group>
            )}
          </Fact>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
        <Title order={2} size="h4" mb="md">
          {t('release.editor.review.tracksTitle', { count: release.tracks.length })}
        </Title>
        {release.tracks.length === 0 && (
          <Text size="sm" c={issues.some((issue) => issue.path === 'tracks') ? 'red' : 'dimmed'}>
            {t('release.editor.review.noTracks')}
          </Text>
        )}
        <Stack gap="md">
          {release.tracks.map((track, index) => (
            <TrackReview key={track.id} track={track} index={index} issues={issues} />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
