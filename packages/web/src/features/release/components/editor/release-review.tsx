import {
  GENRES,
  LYRIC_LANGUAGES,
  PLATFORMS,
  REGIONS,
  type ReleaseDetail,
  type ReleaseFile,
  type TrackDetail,
} from '@irama/contracts';
import { Alert, Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReleaseCover } from '../../../../components/release/release-cover.tsx';
import { ReleaseFileLink } from '../../../../components/release/release-file-link.tsx';
import { useFieldMessage } from '../../../../lib/use-field-message.ts';
import type { IssueTarget, ReleaseIssue } from './release-issues.ts';
import { fileFacts } from './upload/file-format.ts';

type Named = readonly { id: string; name: { id: string; en: string } }[];

function nameIn(list: Named, id: string | null, language: string): string | null {
  const item = list.find((candidate) => candidate.id === id);
  if (!item) return id;
  return language === 'en' ? item.name.en : item.name.id;
}

/** "Track 2 (Ambyar) · ISRC" or "Cover art": what a field error is about, in words. */
export function issueLabel(t: TFunction, target: IssueTarget, release: ReleaseDetail): string {
  if (target.scope === 'album') {
    const key = `release.editor.fields.${target.field}`;
    return target.field && t(key, { defaultValue: '' }) ? t(key) : t('release.editor.review.release');
  }
  if (target.index < 0) return t('release.editor.review.tracks');
  const track = release.tracks[target.index];
  const name = t('release.editor.review.trackN', { number: target.index + 1, title: track?.title ?? '' });
  const fieldKey = `release.editor.trackFields.${target.field}`;
  return target.field && t(fieldKey, { defaultValue: '' }) ? `${name} · ${t(fieldKey)}` : name;
}

interface IssueListProps {
  release: ReleaseDetail;
  issues: ReleaseIssue[];
  title: string;
  color?: string;
  /** When given, each issue links to its field. */
  onGoTo?: (target: IssueTarget) => void;
}

/** The fields to fix, each named and (in the editor) linked to where it is edited. */
export function IssueList({ release, issues, title, color = 'red', onGoTo }: IssueListProps) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  if (issues.length === 0) return null;
  return (
    <Alert color={color} variant="light" icon={<IconAlertTriangle size={18} />} title={title} role="alert">
      <List size="sm" spacing={4}>
        {issues.map((issue) => {
          const label = issueLabel(t, issue.target, release);
          return (
            <List.Item key={issue.path}>
              {onGoTo ? (
                <Anchor component="button" type="button" size="sm" fw={600} onClick={() => onGoTo(issue.target)}>
                  {label}
                </Anchor>
              ) : (
                <Text span size="sm" fw={600}>
                  {label}
                </Text>
              )}
              {': '}
              {message(issue.message)}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}

function Fact({ label, children, hasIssue }: { label: string; children: ReactNode; hasIssue?: boolean }) {
  const { t } = useTranslation();
  const isEmpty = children === null || children === undefined || children === '' || children === false;
  return (
    <div>
      <Text size="xs" c={hasIssue ? 'red' : 'dimmed'} fw={500}>
        {label}
      </Text>
      {isEmpty ? (
        <Text size="sm" c={hasIssue ? 'red' : 'dimmed'} fs="italic">
          {t('release.editor.review.empty')}
        </Text>
      ) : (
        <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      )}
    </div>
  );
}

function FileFact({ file }: { file: ReleaseFile | null }) {
  const { t, i18n } = useTranslation();
  if (!file) return null;
  return (
    <>
      <ReleaseFileLink file={file} />
      <Text size="xs" c="dimmed">
        {fileFacts(file, t, i18n.language).join(' · ')}
      </Text>
    </>
  );
}

function artistNames(t: TFunction, artists: ReleaseDetail['artists']): string {
  return artists
    .map((artist) =>
      artist.role === 'featured'
        ? `${artist.name ?? ''} (${t('release.editor.review.featured')})`
        : (artist.name ?? ''),
    )
    .filter(Boolean)
    .join(', ');
}

function contributorNames(contributors: TrackDetail['performer_contributors']): string {
  return contributors
    .map((contributor) => [contributor.name, contributor.role].filter(Boolean).join(' – '))
    .filter(Boolean)
    .join(', ');
}

/** The whole release, readable: album data, then every track; fields with an issue are marked. */
export function ReleaseReview({ release, issues }: { release: ReleaseDetail; issues: ReleaseIssue[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const albumIssue = (field: string) =>
    issues.some((issue) => issue.target.scope === 'album' && issue.target.field === field);
  const trackIssue = (index: number, field: string) =>
    issues.some(
      (issue) => issue.target.scope === 'track' && issue.target.index === index && issue.target.field === field,
    );
  const yesNo = (value: boolean) => t(value ? 'release.editor.review.yes' : 'release.editor.review.no');
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
          {release.tracks.map((track, index) => {
            const fact = (field: string, value: ReactNode) => (
              <Fact key={field} label={t(`release.editor.trackFields.${field}`)} hasIssue={trackIssue(index, field)}>
                {value}
              </Fact>
            );
            return (
              <Paper key={track.id} withBorder radius="sm" p="md" bg="var(--mantine-color-default-hover)">
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
              </Paper>
            );
          })}
        </Stack>
      </Paper>
    </Stack>
  );
}
