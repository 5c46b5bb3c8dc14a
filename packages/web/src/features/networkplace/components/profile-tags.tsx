import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A creator's skills as chips. */
export function ProfileTags({ skills }: { skills: readonly string[] }) {
  const { t } = useTranslation();
  if (skills.length === 0) return null;
  return (
    <Group gap={6} role="list" aria-label={t('networkplace.card.skills')}>
      {skills.map((skill) => (
        <Badge key={skill} role="listitem" variant="outline" color="gray" tt="none" radius="sm">
          {skill}
        </Badge>
      ))}
    </Group>
  );
}
