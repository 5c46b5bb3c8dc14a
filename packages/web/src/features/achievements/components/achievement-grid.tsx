import type { Achievement } from '@irama/contracts';
import { GridList } from '../../../components/grid-list.tsx';
import { AchievementCard } from './achievement-card.tsx';

/** Achievements as cards, two a row from a tablet up, as a list for assistive technology. */
export function AchievementGrid({ achievements, label }: { achievements: readonly Achievement[]; label: string }) {
  return (
    <GridList cols={{ base: 1, sm: 2 }} spacing="md" aria-label={label}>
      {achievements.map((achievement) => (
        <li key={achievement.id}>
          <AchievementCard achievement={achievement} />
        </li>
      ))}
    </GridList>
  );
}
