import { useTranslation } from 'react-i18next';
import { ReportFormModal } from '../../../components/report-form-modal.tsx';
import { useReportMutation } from '../api/report-profile.ts';

/** Reports a profile to the distributor's staff. */
export function ReportModal({ profileId, name, onClose }: { profileId: number; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReportMutation();
  return (
    <ReportFormModal
      title={t('networkplace.report.title', { name })}
      isPending={report.isPending}
      onClose={onClose}
      onSubmit={(body) => report.mutateAsync({ id: profileId, report: body })}
    />
  );
}
