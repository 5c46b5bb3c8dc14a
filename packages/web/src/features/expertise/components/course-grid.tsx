import type { CourseSummary } from '@irama/contracts';
import type { ReactNode } from 'react';
import { GridList } from '../../../components/grid-list.tsx';
import { CourseCard } from './course-card.tsx';

interface CourseGridProps<T> {
  items: readonly T[];
  /** The list's name for screen readers. */
  label: string;
  courseOf: (item: T) => CourseSummary;
  keyOf?: (item: T) => number;
  noteOf?: (item: T) => ReactNode;
}

/** Course cards as a list: one column on a phone, three on a wide screen. */
export function CourseGrid<T>({ items, label, courseOf, keyOf, noteOf }: CourseGridProps<T>) {
  return (
    <GridList cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-label={label}>
      {items.map((item) => (
        <li key={keyOf ? keyOf(item) : courseOf(item).id} style={{ display: 'flex', flexDirection: 'column' }}>
          <CourseCard course={courseOf(item)} note={noteOf?.(item)} />
        </li>
      ))}
    </GridList>
  );
}
