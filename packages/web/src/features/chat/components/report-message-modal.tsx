import type { ChatMessage } from '@irama/contracts';
import { useTranslation } from 'react-i18next';
import { ReportFormModal } from '../../../components/report-form-modal.tsx';
import { useReportMessageMutation } from '../api/report-message.ts';

interface ReportMessageModalProps {
  conversationId: number;
  message: ChatMessage;
  onClose: () => void;
}

/** Reports the other side's message to the distributor's staff, quoting it. */
export function ReportMessageModal({ conversationId, message, onClose }: ReportMessageModalProps) {
  const { t } = useTranslation();
  const mutation = useReportMessageMutation();
  return (
    <ReportFormModal
      title={t('chat.report.title')}
      quote={message.message}
      isPending={mutation.isPending}
      onClose={onClose}
      onSubmit={(body) => mutation.mutateAsync({ conversationId, messageId: message.id, body })}
    />
  );
}
