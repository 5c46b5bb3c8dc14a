import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';

type GridListProps = Omit<SimpleGridProps, 'component' | 'p' | 'm' | 'style'> & {
  'aria-label': string;
  'aria-busy'?: boolean;
  /** The grid's `li` items. */
  children: ReactNode;
};

/** Cards or tiles in a grid that assistive technology reads as a list, with the list's own marks and indent gone. */
export function GridList({ children, ...props }: GridListProps) {
  return (
    <SimpleGrid component="ul" p={0} m={0} style={{ listStyle: 'none' }} {...props}>
      {children}
    </SimpleGrid>
  );
}
