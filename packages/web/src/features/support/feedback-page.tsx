import { zodResolver } from '@hookform/resolvers/zod';
import { FEEDBACK_CATEGORIES, FeedbackFormSchema } from '@irama/contracts';
import { Input, Rating, SegmentedControl, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ControlledField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { showFormError } from '../../lib/server-errors.ts';
import { useSendFeedbackMutation } from './api/send-feedback.ts';
import { MessageFields } from './components/message-fields.tsx';
import { useAttachments } from './lib/use-attachments.ts';

type FormInput = z.input<typeof FeedbackFormSchema>;
type FormOutput = z.output<typeof FeedbackFormSchema>;
const FIELDS = ['rating', 'category', 'message'] as const;
const DEFAULTS: FormInput = { rating: 0, category: 'suggestion', message: '' };

/** /infos/feedback: a rating, what it is about and a message, with an optional attachment. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const mutation = useSendFeedbackMutation();
  const attachments = useAttachments(1);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FeedbackFormSchema),
    defaultValues: DEFAULTS,
  });

  function handleSubmit(values: FormOutput) {
    if (attachments.error) return;
    mutation.mutate(
      { ...values, file: attachments.files[0] ?? null },
      {
        onSuccess: () => {
          notifySuccess(t('support.feedback.sent'));
          form.reset(DEFAULTS);
          attachments.clear();
        },
        onError: (error) => {
          attachments.refuse(error);
          showFormError(t, t('support.feedback.failed'), error, form.setError, FIELDS);
        },
      },
    );
  }

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={t('support.feedback.title')} subtitle={t('support.feedback.subtitle')} />
      <SectionCard title={t('support.feedback.formTitle')} description={t('support.feedback.formDescription')}>
        <form noValidate onSubmit={form.handleSubmit(handleSubmit)} aria-label={t('support.feedback.formTitle')}>
          <Stack gap="md">
            <ControlledField
              form={form}
              name="rating"
              render={(field, error) => (
                <Input.Wrapper label={t('support.feedback.rating')} error={error} required>
                  <Rating
                    size="lg"
                    value={Number(field.value) || 0}
                    onChange={field.onChange}
                    getSymbolLabel={(value) => t('support.feedback.stars', { count: value })}
                  />
                </Input.Wrapper>
              )}
            />
            <ControlledField
              form={form}
              name="category"
              render={(field, error) => (
                <Input.Wrapper label={t('support.feedback.category')} error={error}>
                  <div>
                    <SegmentedControl
                      fullWidth
                      data={FEEDBACK_CATEGORIES.map((value) => ({
                        value,
                        label: t(`support.feedback.categories.${value}`),
                      }))}
                      value={field.value}
                      onChange={field.onChange}
                    />
                  </div>
                </Input.Wrapper>
              )}
            />
            <MessageFields
              form={form}
              name="message"
              label={t('support.feedback.message')}
              attachments={attachments.input}
              isPending={mutation.isPending}
              submitLabel={t('support.feedback.send')}
            />
          </Stack>
        </form>
      </SectionCard>
    </Stack>
  );
}
