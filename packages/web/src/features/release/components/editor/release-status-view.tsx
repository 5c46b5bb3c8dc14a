import type { ReleaseDetail } from '@irama/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError } from '../../../../lib/notify.ts';
import { useChangeReleaseStatusMutation } from '../../api/change-release-status.ts';
import { IssueList } from './issue-list.tsx';
import { issuesOf } from './release-issues.ts';
import { ReleaseReview } from './release-review.tsx';

/**
 * A submitted release, read-only (SPEC §4: only drafts are edited). A rejected one lists the
 * review team's errors field by field and offers "Fix", which moves it back to draft.
 */
export function ReleaseStatusView({ release }: { release: ReleaseDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useChangeReleaseStatusMutation(release.id);
  const issues = issuesOf(release.errors);
  const isRejected = release.status === 'rejected';

  function handleFix() {
    mutation.mutate('draft', {
      onSuccess: () => navigate(`/release/${release.id}?step=album`, { replace: true }),
      onError: (error) => notifyError(t, t('release.editor.messages.fixFailed'), error),
    });
  }

  return (
    <Stack gap="lg">
      {isRejected ? (
        <>
          <IssueList release={release} issues={issues} title={t('release.editor.rejected.title')} />
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" maw={560}>
              {t('release.editor.rejected.hint')}
            </Text>
            <Button leftSection={<IconPencil size={16} />} loading={mutation.isPending} onClick={handleFix}>
              {t('release.editor.rejected.fix')}
            </Button>
          </Group>
        </>
      ) : (
        <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
          {t('release.editor.readOnly')}
        </Alert>
      )}
      <ReleaseReview release={release} issues={issues} />
    </Stack>
  );
}
