import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffStatus } from '../../api/change-ops-release-status.ts';

interface ConfirmStatusModalProps {
  /** The move waiting for confirmation; null keeps the modal closed. */
  status: Exclude<StaffStatus, 'rejected'> | null;
  releaseTitle: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a status move: each notifies the owner, and a take-down is final. */
export function ConfirmStatusModal({ status, releaseTitle, isPending, onConfirm, onClose }: ConfirmStatusModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={status !== null}
      onClose={onClose}
      title={status ? t(`release.ops.confirm.${status}.title`) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {status && (
        <>
          <Text size="sm">{t(`release.ops.confirm.${status}.message`, { title: releaseTitle })}</Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onClose}>
              {t('release.ops.actions.cancel')}
            </Button>
            <Button color={status === 'taken_down' ? 'red.9' : undefined} loading={isPending} onClick={onConfirm}>
              {t(`release.ops.actions.${status}`)}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
