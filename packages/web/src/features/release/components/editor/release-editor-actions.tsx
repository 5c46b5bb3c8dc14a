import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ReleaseEditorActionsProps {
  step: number;
  isSaving: boolean;
  canSubmit: boolean;
  onBack: () => void;
  onSaveDraft: () => void;
  onNext: () => void;
  onSubmit: () => void;
}

/** The buttons under the release form: back or save as draft, and next or submit. */
export function ReleaseEditorActions(props: ReleaseEditorActionsProps) {
  const { t } = useTranslation();
  const { step, isSaving } = props;
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        {step > 0 && (
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={props.onBack}>
            {t('release.editor.actions.back')}
          </Button>
        )}
        {step === 0 && (
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} />}
            loading={isSaving}
            onClick={props.onSaveDraft}
          >
            {t('release.editor.actions.saveDraft')}
          </Button>
        )}
      </Group>
      {step < 2 ? (
        <Button rightSection={<IconArrowRight size={16} />} loading={isSaving} onClick={props.onNext}>
          {t(step === 0 ? 'release.editor.actions.nextTracks' : 'release.editor.actions.nextReview')}
        </Button>
      ) : (
        <Button
          color="green"
          leftSection={<IconSend size={16} />}
          disabled={!props.canSubmit}
          onClick={props.onSubmit}
          data-tour="release-form-releaseButton"
        >
          {t('release.editor.actions.submit')}
        </Button>
      )}
    </Group>
  );
}
