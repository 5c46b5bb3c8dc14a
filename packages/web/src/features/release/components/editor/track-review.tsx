import { GENRES, LYRIC_LANGUAGES, REGIONS, type TrackDetail } from '@irama/contracts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReleaseIssue } from './release-issues.ts';
import { artistNames, Fact, FileFact } from './review-facts.tsx';
import { ShareLink } from './share-link.tsx';

type Named = readonly { id: string; name: { id: string; en: string } }[];

function nameIn(list: Named, id: string | null, language: string): string | null {
  const item = list.find((candidate) => candidate.id === id);
  if (!item) return id;
  return language === 'en' ? item.name.en : item.name.id;
}

function contributorNames(contributors: TrackDetail['performer_contributors']): string {
  return contributors
    .map((contributor) => [contributor.name, contributor.role].filter(Boolean).join(' – '))
    .filter(Boolean)
    .join(', ');
}

interface TrackReviewProps {
  track: TrackDetail;
  /** The track's place in the release, as its issues name it. */
  index: number;
  issues: ReleaseIssue[];
}

/** One track of the release, readable; fields with an issue are marked. */
export function TrackReview({ track, index, issues }: TrackReviewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const trackIssue = (field: string) =>
    issues.some(
      (issue) => issue.target.scope === 'track' && issue.target.index === index && issue.target.field === field,
    );
  const yesNo = (value: boolean) => t(value ? 'release.editor.review.yes' : 'release.editor.review.no');
  const fact = (field: string, value: ReactNode) => (
    <Fact key={field} label={t(`release.editor.trackFields.${field}`)} hasIssue={trackIssue(field)}>
      {value}
    </Fact>
  );
  return (
    <Paper withBorder radius="sm" p="md" bg="var(--mantine-color-default-hover)">
      <Title order={3} size="h5" mb="sm">
        {t('release.editor.review.trackN', { number: index + 1, title: track.title ?? '' })}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        {fact('title', track.title)}
        {fact('track_number', track.track_number)}
        {fact('artists', artistNames(t, track.artists))}
        {fact('composer', [track.composer_first_name, track.composer_last_name].filter(Boolean).join(' / '))}
        {fact('isrc', track.isrc)}
        {fact('video_isrc', track.video_isrc)}
        {fact('genre', nameIn(GENRES, track.genre, language))}
        {fact('language', nameIn(LYRIC_LANGUAGES, track.language, language))}
        {fact('region', nameIn(REGIONS, track.region, language))}
        {fact('is_explicit', yesNo(track.is_explicit))}
        {fact('is_instrumental', yesNo(track.is_instrumental))}
        {fact('audio', track.audio && <FileFact file={track.audio} />)}
        {fact('clip', track.clip && <FileFact file={track.clip} />)}
        {fact('video', track.video && <FileFact file={track.video} />)}
        {fact(
          'preview_release_date',
          track.has_preview ? (track.preview_release_date ?? '') : t('release.editor.review.noPreview'),
        )}
        {fact('performer_contributors', contributorNames(track.performer_contributors))}
        {fact('production_contributors', contributorNames(track.production_contributors))}
      </SimpleGrid>
      <Stack gap={4} mt="sm">
        {fact(
          'lyrics',
          track.lyrics && (
            <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-line' }}>
              {track.lyrics}
            </Text>
          ),
        )}
      </Stack>
      {track.share_id && <ShareLink trackId={track.id} shareId={track.share_id} />}
    </Paper>
  );
}
