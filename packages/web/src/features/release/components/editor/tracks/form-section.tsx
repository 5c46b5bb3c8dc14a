import { Divider, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of the track form's fields, set off by a divider carrying its title. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Divider
        label={
          <Title order={4} size="h5">
            {title}
          </Title>
        }
        labelPosition="left"
      />
      {children}
    </Stack>
  );
}
