import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteReleaseMutation } from '../api/delete-release.ts';

interface DeleteDraftButtonProps {
  releaseId: number;
  /** The title as the page shows it (or its "untitled" stand-in). */
  title: string;
  /** An icon in a list row; a labelled button on the release's own page. */
  variant: 'icon' | 'button';
  onDeleted?: () => void;
}

/** Deletes a draft release for good, once the user has confirmed it. */
export function DeleteDraftButton({ releaseId, title, variant, onDeleted }: DeleteDraftButtonProps) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const mutation = useDeleteReleaseMutation();
  const label = t('release.delete.actionFor', { title });

  function handleConfirm() {
    mutation.mutate(releaseId, {
      onSuccess: () => {
        setIsAsking(false);
        notifySuccess(t('release.delete.deleted', { title }));
        onDeleted?.();
      },
      onError: (error) => {
        setIsAsking(false);
        notifyError(t, t('release.delete.failed'), error);
      },
    });
  }

  return (
    <>
      {variant === 'icon' ? (
        <Tooltip label={t('release.delete.action')}>
          <ActionIcon variant="subtle" color="red" aria-label={label} onClick={() => setIsAsking(true)}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          aria-label={label}
          onClick={() => setIsAsking(true)}
        >
          {t('release.delete.action')}
        </Button>
      )}
      <ConfirmModal
        opened={isAsking}
        title={t('release.delete.confirmTitle')}
        message={t('release.delete.confirmMessage', { title })}
        confirmLabel={t('release.delete.confirm')}
        isDanger
        isPending={mutation.isPending}
        onConfirm={handleConfirm}
        onClose={() => setIsAsking(false)}
      />
    </>
  );
}
