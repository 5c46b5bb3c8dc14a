import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import NotFoundPage from '../../components/not-found-page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { ReleaseStatusBadge } from '../../components/release/release-status-badge.tsx';
import { useReleaseQuery } from './api/get-release.ts';
import { DeleteDraftButton } from './components/delete-draft-button.tsx';
import { ReleaseEditor } from './components/editor/release-editor.tsx';
import { ReleaseStatusView } from './components/editor/release-status-view.tsx';

function PageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Anchor component={Link} to="/release" size="sm" c="dimmed">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('release.editor.backToList')}
        </Group>
      </Anchor>
      <Group gap="sm" wrap="wrap">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {children}
      </Group>
    </Stack>
  );
}

function ExistingRelease({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useReleaseQuery(id);
  if (!query.data) return <QueryState error={query.error} />;
  const release = query.data;
  // Ready is a complete draft: the server still takes edits and moves it back to draft.
  const isEditable = release.status === 'draft' || release.status === 'ready';
  const title = release.title || t('release.editor.untitled');
  return (
    <Stack gap="lg">
      <PageHeader title={title}>
        <ReleaseStatusBadge status={release.status} />
        <Text size="sm" c="dimmed">
          {release.album_id}
        </Text>
        {release.status === 'draft' && (
          <DeleteDraftButton
            releaseId={release.id}
            title={title}
            variant="button"
            onDeleted={() => navigate('/release', { replace: true })}
          />
        )}
      </PageHeader>
      {isEditable ? <ReleaseEditor key={release.id} release={release} /> : <ReleaseStatusView release={release} />}
    </Stack>
  );
}

/** /release/new and /release/:id: the release form for drafts, the read-only release otherwise. */
export default function ReleaseEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  if (id === undefined) {
    return (
      <Stack gap="lg" maw={1100}>
        <PageHeader title={t('release.editor.newTitle')} />
        <ReleaseEditor release={null} />
      </Stack>
    );
  }
  const releaseId = Number(id);
  if (!Number.isInteger(releaseId) || releaseId <= 0) return <NotFoundPage />;
  return (
    <Stack maw={1100}>
      <ExistingRelease id={releaseId} />
    </Stack>
  );
}
