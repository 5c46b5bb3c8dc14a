import type { Achievement } from '@irama/contracts';
import { SimpleGrid } from '@mantine/core';
import { AchievementCard } from './achievement-card.tsx';

/** Achievements as cards, two a row from a tablet up, as a list for assistive technology. */
export function AchievementGrid({ achievements, label }: { achievements: readonly Achievement[]; label: string }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
    >
      {achievements.map((achievement) => (
        <li key={achievement.id}>
          <AchievementCard achievement={achievement} />
        </li>
      ))}
    </SimpleGrid>
  );
}
