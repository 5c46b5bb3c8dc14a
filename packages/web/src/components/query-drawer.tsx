import { Drawer, type DrawerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from './query-state.tsx';

interface QueryDrawerProps<D> {
  opened: boolean;
  onClose: () => void;
  size: DrawerProps['size'];
  title: ReactNode;
  /** The record shown: the loader or the error until it arrives. */
  query: { data: D | undefined; error: unknown };
  children: (data: D) => ReactNode;
}

/** One record in full, in a drawer from the right over the list it was opened from. */
export function QueryDrawer<D>({ opened, onClose, size, title, query, children }: QueryDrawerProps<D>) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={size}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {query.data ? children(query.data) : <QueryState error={query.error} />}
    </Drawer>
  );
}
