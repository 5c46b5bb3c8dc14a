import { type CourseSummary, textIn } from '@irama/contracts';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A course's topic, and whether every partner must take it. */
export function CourseBadges({ course }: { course: Pick<CourseSummary, 'topic' | 'is_mandatory'> }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={6}>
      <Badge variant="light" color="gray" tt="none">
        {textIn(i18n.language, course.topic.name, course.topic.name_en)}
      </Badge>
      {course.is_mandatory && (
        <Badge variant="light" color="red" tt="none">
          {t('expertise.course.mandatory')}
        </Badge>
      )}
    </Group>
  );
}
