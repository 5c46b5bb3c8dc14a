import type { ReleaseDetail } from '@irama/contracts';
import { Alert, Stack, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../../components/confirm-modal.tsx';
import { notifyFailure, notifySuccess } from '../../../../lib/notify.ts';
import { releaseQueryKey } from '../../api/get-release.ts';
import type { AlbumFormValues } from './album-form-values.ts';
import { AlbumStep } from './album-step.tsx';
import { IssueList } from './issue-list.tsx';
import { ReleaseEditorActions } from './release-editor-actions.tsx';
import { type IssueTarget, issuesOf, submitErrorsOf } from './release-issues.ts';
import { ReleaseReview } from './release-review.tsx';
import { TrackStep } from './tracks/track-step.tsx';
import { isAlbumField, useAlbumDraft } from './use-album-draft.ts';
import { useReleaseSubmit } from './use-release-submit.ts';

const STEPS = ['album', 'tracks', 'review'] as const;
type StepKey = (typeof STEPS)[number];

function stepIndexOf(value: string | null): number {
  const index = STEPS.indexOf(value as StepKey);
  return index < 0 ? 0 : index;
}

/**
 * The release form (SPEC §2): album data, track data, then review and confirm. `release` is
 * null on /release/new until the first save creates the draft. The step is in the URL, so a
 * reload resumes where the user was.
 */
export function ReleaseEditor({ release }: { release: ReleaseDetail | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isNarrow = useMediaQuery('(max-width: 48em)');
  const [params, setParams] = useSearchParams();
  const step = release ? stepIndexOf(params.get('step')) : 0;
  const [focusField, setFocusField] = useState<Path<AlbumFormValues> | null>(null);
  /** The track an issue link asked to open: a new object per click, so the same track opens again. */
  const [focusTrack, setFocusTrack] = useState<{ id: number; field: string }>();

  const { form, saveAlbum, isSaving } = useAlbumDraft(release);
  const submission = useReleaseSubmit(release, () => setParams({}, { replace: true }));

  useEffect(() => {
    if (step !== 0 || !focusField) return;
    form.setFocus(focusField);
    setFocusField(null);
  }, [step, focusField, form]);

  function showStep(index: number, id = release?.id) {
    const key = STEPS[index] ?? 'album';
    if (id !== undefined && id !== release?.id) navigate(`/release/${id}?step=${key}`, { replace: true });
    else setParams({ step: key }, { replace: true });
    window.scrollTo({ top: 0 });
  }

  async function handleSaveDraft() {
    const saved = await saveAlbum();
    if (!saved) return;
    notifySuccess(t('release.editor.messages.draftSaved'));
    if (!release) navigate(`/release/${saved.id}?step=album`, { replace: true });
  }

  /** Moves between steps; leaving step 1 saves it first so nothing typed is lost. */
  async function goTo(index: number) {
    if (index === step) return;
    if (step === 0) {
      const saved = await saveAlbum();
      if (!saved) return;
      showStep(index, saved.id);
      return;
    }
    showStep(index);
  }

  async function handleNext() {
    if (step === 0) {
      const isValid = await form.trigger();
      if (!isValid) {
        notifyFailure(t('release.editor.messages.fixAlbum'), t('release.editor.messages.fixAlbumHint'));
        return;
      }
    }
    await goTo(step + 1);
  }

  function handleGoToIssue(target: IssueTarget) {
    if (target.scope === 'album') {
      // Show every step 1 message, then put the cursor on the field the user picked.
      void form.trigger();
      if (isAlbumField(target.field)) setFocusField(target.field);
      showStep(0);
      return;
    }
    // The issue's track opens in the tracks step (the same track its label names), on the issue's field.
    const track = target.index >= 0 ? release?.tracks[target.index] : undefined;
    if (track) setFocusTrack({ id: track.id, field: target.field });
    showStep(1);
  }

  // A phone has room for the current step's name only; the others keep theirs for screen readers.
  const stepLabels = (index: number, labelKey: string, hintKey: string) => ({
    label: isNarrow && index !== step ? undefined : t(labelKey),
    description: isNarrow ? undefined : t(hintKey),
    'aria-label': t(labelKey),
  });
  const submitIssues = release ? issuesOf({ ...submitErrorsOf(release, new Date()), ...submission.refusedErrors }) : [];
  const reviewIssues = issuesOf(release?.errors ?? {});

  return (
    <Stack gap="lg">
      {release && (
        <IssueList
          release={release}
          issues={reviewIssues}
          color="orange"
          title={t('release.editor.reviewTeam.title')}
          onGoTo={handleGoToIssue}
        />
      )}
      <Stepper
        active={step}
        onStepClick={(index) => void goTo(index)}
        allowNextStepsSelect={Boolean(release)}
        size={isNarrow ? 'xs' : 'sm'}
        iconSize={isNarrow ? 28 : undefined}
      >
        <Stepper.Step
          {...stepLabels(0, 'release.editor.steps.album', 'release.editor.steps.albumHint')}
          data-tour="release-form-albumData"
        >
          <AlbumStep form={form} />
        </Stepper.Step>
        <Stepper.Step
          {...stepLabels(1, 'release.editor.steps.tracks', 'release.editor.steps.tracksHint')}
          data-tour="release-form-trackData"
        >
          {release && (
            <TrackStep
              release={release}
              focusTrack={focusTrack}
              onChange={() => void queryClient.invalidateQueries({ queryKey: releaseQueryKey(release.id) })}
            />
          )}
        </Stepper.Step>
        <Stepper.Step
          {...stepLabels(2, 'release.editor.steps.review', 'release.editor.steps.reviewHint')}
          data-tour="release-form-review"
        >
          {release && (
            <Stack gap="lg">
              {submitIssues.length === 0 ? (
                <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
                  {t('release.editor.review.allGood')}
                </Alert>
              ) : (
                <IssueList
                  release={release}
                  issues={submitIssues}
                  title={t('release.editor.review.issuesTitle', { count: submitIssues.length })}
                  onGoTo={handleGoToIssue}
                />
              )}
              <ReleaseReview release={release} issues={submitIssues} />
            </Stack>
          )}
        </Stepper.Step>
      </Stepper>

      <ReleaseEditorActions
        step={step}
        isSaving={isSaving}
        canSubmit={submitIssues.length === 0}
        onBack={() => void goTo(step - 1)}
        onSaveDraft={() => void handleSaveDraft()}
        onNext={() => void handleNext()}
        onSubmit={() => submission.setIsConfirming(true)}
      />

      <ConfirmModal
        opened={submission.isConfirming}
        title={t('release.editor.confirm.title')}
        message={t('release.editor.confirm.message')}
        confirmLabel={t('release.editor.confirm.submit')}
        isPending={submission.isSubmitting}
        onConfirm={submission.submit}
        onClose={() => submission.setIsConfirming(false)}
      />
    </Stack>
  );
}
