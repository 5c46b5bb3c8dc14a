import { ANNOUNCEMENT_AUDIENCES, AnnouncementRequestSchema, GROUP_NAMES, type GroupName } from '@irama/contracts';
import {
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BilingualHint, useBilingualLabel } from '../../../components/bilingual-hint.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { type FieldErrors, validateWith } from '../../../lib/validate-with.ts';
import { useSendAnnouncementMutation } from '../api/send-announcement.ts';

type Audience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

const EMPTY = { title: '', title_en: '', content: '', content_en: '', url: '', isImportant: false };
type TextField = 'title' | 'title_en' | 'content' | 'content_en' | 'url';
/** Each text's field in Indonesian and in English. */
const LANGUAGES = [
  ['id', ''],
  ['en', '_en'],
] as const;

/** Staff write an announcement, in Indonesian, English or both, and send it to every partner user or to one company group. */
export function AnnouncementForm() {
  const { t } = useTranslation();
  const label = useBilingualLabel();
  const send = useSendAnnouncementMutation();
  const [audience, setAudience] = useState<Audience>('all');
  const [groupName, setGroupName] = useState<GroupName | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const errorOf = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const set = (field: TextField) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateWith(AnnouncementRequestSchema, {
      audience,
      group_name: audience === 'group' ? groupName : null,
      title: values.title,
      title_en: values.title_en,
      content: values.content,
      content_en: values.content_en,
      is_important: values.isImportant,
      url: values.url.trim() === '' ? null : values.url.trim(),
    });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    send.mutate(checked.data, {
      onSuccess: ({ recipients }) => {
        notifySuccess(t('notifications.announcement.sent', { count: recipients }));
        setValues(EMPTY);
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fieldErrors);
        notifyError(t, t('notifications.announcement.failed'), error);
      },
    });
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={720}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Text size="sm" fw={500} id="announcement-audience" mb={4}>
              {t('notifications.announcement.audience')}
            </Text>
            <SegmentedControl
              aria-labelledby="announcement-audience"
              value={audience}
              onChange={(value) => setAudience(value as Audience)}
              data={ANNOUNCEMENT_AUDIENCES.map((value) => ({
                value,
                label: t(`notifications.announcement.audiences.${value}`),
              }))}
            />
          </div>
          {audience === 'group' && (
            <Select
              label={t('notifications.announcement.group')}
              withAsterisk
              data={GROUP_NAMES.map((value) => ({ value, label: t(`notifications.announcement.groups.${value}`) }))}
              value={groupName}
              onChange={(value) => setGroupName(value as GroupName | null)}
              error={errorOf('group_name')}
              w={{ base: '100%', xs: 320 }}
            />
          )}
          <BilingualHint />
          {LANGUAGES.map(([language, suffix]) => (
            <TextInput
              key={language}
              label={label(language, t('notifications.announcement.titleLabel'))}
              maxLength={120}
              value={values[`title${suffix}`]}
              onChange={set(`title${suffix}`)}
              error={errorOf(`title${suffix}`)}
            />
          ))}
          {LANGUAGES.map(([language, suffix]) => (
            <Textarea
              key={language}
              label={label(language, t('notifications.announcement.content'))}
              rows={5}
              maxLength={1000}
              value={values[`content${suffix}`]}
              onChange={set(`content${suffix}`)}
              error={errorOf(`content${suffix}`)}
            />
          ))}
          <TextInput
            label={t('notifications.announcement.url')}
            description={t('notifications.announcement.urlHint')}
            placeholder="/release"
            value={values.url}
            onChange={set('url')}
            error={errorOf('url')}
          />
          <Checkbox
            label={t('notifications.announcement.important')}
            checked={values.isImportant}
            onChange={(event) => {
              const isImportant = event.currentTarget.checked;
              setValues((current) => ({ ...current, isImportant }));
            }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending}>
              {t('notifications.announcement.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
