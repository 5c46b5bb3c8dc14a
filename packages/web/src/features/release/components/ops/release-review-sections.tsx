import { PLATFORMS, type ReleaseDetail } from '@irama/contracts';
import { Alert, List, Text, Timeline } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledPaper } from '../../../../components/titled-paper.tsx';
import { formatDate, formatDateTime } from '../../../../lib/format-date.ts';
import { errorFieldLabel } from './error-fields.ts';
import { CoverFacts, Facts, FileFacts, FileList } from './release-facts.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledPaper title={title} p="md" gap="sm" component="section">
      {children}
    </TitledPaper>
  );
}

/** The corrections the owner currently has to make, by field. */
export function CurrentErrors({ release }: { release: ReleaseDetail }) {
  const { t } = useTranslation();
  const entries = Object.entries(release.errors);
  if (entries.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('release.ops.detail.errorsTitle')}
    >
      <List size="sm" spacing={4}>
        {entries.map(([key, message]) => (
          <List.Item key={key}>
            <Text span fw={600} size="sm">
              {errorFieldLabel(key, release, t)}:
            </Text>{' '}
            {message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** Step 1 of the release: album data, platforms and its files. */
export function AlbumSection({ release }: { release: ReleaseDetail }) {
  const { t, i18n } = useTranslation();
  const field = (name: string) => t(`release.ops.fields.albumFields.${name}`);
  const platforms = release.platforms
    .map((id) => PLATFORMS.find((platform) => platform.id === id)?.name ?? id)
    .join(', ');
  const artists = release.artists
    .map(
      (artist) => `${artist.name ?? ''}${artist.role ? ` (${t(`release.ops.detail.artistRole.${artist.role}`)})` : ''}`,
    )
    .join(', ');
  return (
    <Section title={t('release.ops.detail.albumTitle')}>
      <Facts
        rows={[
          [field('title'), release.title],
          [field('release_type'), release.release_type && t(`release.list.type.${release.release_type}`)],
          [field('artists'), artists],
          [field('upc'), release.upc],
          [field('release_date'), release.release_date && formatDate(release.release_date, i18n.language)],
          [field('label'), release.label],
          [field('asset_label'), release.asset_label],
          [field('platforms'), platforms],
          [
            field('cover_art'),
            release.cover_art && (
              <CoverFacts cover={release.cover_art} title={release.title || t('release.list.untitled')} />
            ),
          ],
          [field('statement_letter'), release.statement_letter && <FileFacts file={release.statement_letter} />],
          [
            field('supporting_documents'),
            release.supporting_documents.length > 0 && <FileList files={release.supporting_documents} />,
          ],
          [field('documentation'), release.documentation.length > 0 && <FileList files={release.documentation} />],
        ]}
      />
    </Section>
  );
}

// Notes the server writes for the partner's own moves; anything else is a staff member's words.
const SYSTEM_NOTES = ['created', 'edited', 'submitted'] as const;

function isSystemNote(note: string): note is (typeof SYSTEM_NOTES)[number] {
  return (SYSTEM_NOTES as readonly string[]).includes(note);
}

/** Every status change, newest first, with the errors and notes that came with it. */
export function HistorySection({ release }: { release: ReleaseDetail }) {
  const { t, i18n } = useTranslation();
  const events = [...release.history].reverse();
  return (
    <Section title={t('release.ops.detail.historyTitle')}>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('release.ops.detail.noHistory')}
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2}>
          {events.map((event) => (
            <Timeline.Item
              key={`${event.created_at}-${event.to_status}`}
              title={
                event.from_status
                  ? t('release.ops.detail.moved', {
                      from: t(`release.status.${event.from_status}.label`),
                      to: t(`release.status.${event.to_status}.label`),
                    })
                  : t(`release.status.${event.to_status}.label`)
              }
            >
              <Text size="xs" c="dimmed">
                {formatDateTime(event.created_at, i18n.language)}
              </Text>
              {event.note && event.note !== event.to_status && (
                <Text size="sm">
                  {isSystemNote(event.note) ? t(`release.ops.detail.notes.${event.note}`) : event.note}
                </Text>
              )}
              {Object.entries(event.errors).map(([key, message]) => (
                <Text size="sm" key={key}>
                  <Text span fw={600} size="sm">
                    {errorFieldLabel(key, release, t)}:
                  </Text>{' '}
                  {message}
                </Text>
              ))}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Section>
  );
}
