import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  isDanger?: boolean;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that ends sessions or cannot be undone. */
export function ConfirmModal(props: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Text size="sm">{props.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose}>
          {t('profile.actions.cancel')}
        </Button>
        <Button color={props.isDanger ? 'red' : undefined} loading={props.isPending} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
