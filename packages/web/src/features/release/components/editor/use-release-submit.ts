import type { ReleaseDetail } from '@irama/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error.ts';
import { notifyError, notifyFailure, notifySuccess } from '../../../../lib/notify.ts';
import { useChangeReleaseStatusMutation } from '../../api/change-release-status.ts';

/**
 * Submitting a release for review after a confirmation; a refusal's field messages are kept for the
 * version of the release the server judged.
 */
export function useReleaseSubmit(release: ReleaseDetail | null, onSubmitted: () => void) {
  const { t } = useTranslation();
  const statusMutation = useChangeReleaseStatusMutation(release?.id ?? 0);
  const [refusal, setRefusal] = useState<{ version: string; errors: Record<string, string> } | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);

  function submit() {
    statusMutation.mutate('on_progress', {
      onSuccess: () => {
        setIsConfirming(false);
        setRefusal(null);
        notifySuccess(t('release.editor.messages.submitted'));
        onSubmitted();
      },
      onError: (error) => {
        setIsConfirming(false);
        if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
          setRefusal({ version: release?.updated_at ?? '', errors: error.fieldErrors });
          notifyFailure(t('release.editor.messages.submitFailed'), t('release.editor.messages.submitRefused'));
        } else notifyError(t, t('release.editor.messages.submitFailed'), error);
      },
    });
  }

  const refusedErrors = refusal && refusal.version === release?.updated_at ? refusal.errors : {};
  return { submit, refusedErrors, isConfirming, setIsConfirming, isSubmitting: statusMutation.isPending };
}
