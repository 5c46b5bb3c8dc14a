import type { Suggestion } from '@irama/contracts';
import { Group, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { useSuggestedQuery } from '../api/get-suggested.ts';
import { CourseGrid } from './course-grid.tsx';
import { Loaded } from './loaded.tsx';
import { SectionEmpty } from './section-empty.tsx';

/** Why a course is suggested, in the reader's words: what happened, and when if it was one event. */
function ReasonNote({ suggestion }: { suggestion: Suggestion }) {
  const { t, i18n } = useTranslation();
  const reason = t(`expertise.suggested.reasons.${suggestion.reason}`);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconBulb size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-yellow-7)" />
      <Text size="xs">
        {suggestion.since
          ? t('expertise.suggested.reasonSince', { reason, date: formatDay(suggestion.since, i18n.language) })
          : reason}
      </Text>
    </Group>
  );
}

/** Courses suggested by what happened to the company (a rejected release, an open conflict), with the reason. */
export function SuggestedSection() {
  const { t } = useTranslation();
  const suggested = useSuggestedQuery();
  return (
    <SectionCard title={t('expertise.suggested.title')} description={t('expertise.suggested.description')}>
      <Loaded query={suggested}>
        {(suggestions) =>
          suggestions.length === 0 ? (
            <SectionEmpty>{t('expertise.suggested.empty')}</SectionEmpty>
          ) : (
            <CourseGrid
              items={suggestions}
              courseOf={(suggestion) => suggestion.course}
              noteOf={(suggestion) => <ReasonNote suggestion={suggestion} />}
              label={t('expertise.suggested.title')}
            />
          )
        }
      </Loaded>
    </SectionCard>
  );
}
