import { zodResolver } from '@hookform/resolvers/zod';
import { FEEDBACK_CATEGORIES, FeedbackFormSchema } from '@irama/contracts';
import { Input, Rating, SegmentedControl, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ControlledField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSendFeedbackMutation } from './api/send-feedback.ts';
import { MessageFormCard } from './components/message-form-card.tsx';
import { useMessageSend } from './lib/use-message-send.ts';

type FormInput = z.input<typeof FeedbackFormSchema>;
type FormOutput = z.output<typeof FeedbackFormSchema>;
const FIELDS = ['rating', 'category', 'message'] as const;
const DEFAULTS: FormInput = { rating: 0, category: 'suggestion', message: '' };

/** /infos/feedback: a rating, what it is about and a message, with an optional attachment. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const mutation = useSendFeedbackMutation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FeedbackFormSchema),
    defaultValues: DEFAULTS,
  });
  const send = useMessageSend(form, {
    mutation,
    toVariables: (values, uploadIds) => ({ ...values, uploadIds }),
    maxFiles: 1,
    sentKey: 'support.feedback.sent',
    failedKey: 'support.feedback.failed',
    empty: DEFAULTS,
    fields: FIELDS,
  });

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={t('support.feedback.title')} subtitle={t('support.feedback.subtitle')} />
      <MessageFormCard
        title={t('support.feedback.formTitle')}
        description={t('support.feedback.formDescription')}
        messageLabel={t('support.feedback.message')}
        submitLabel={t('support.feedback.send')}
        {...send}
      >
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
      </MessageFormCard>
    </Stack>
  );
}
