import { Group, Table } from '@mantine/core';
import type { ComponentProps } from 'react';
import { EditDeleteButtons } from './edit-delete-buttons.tsx';

/** The last cell of an ops table row: its Edit and Delete buttons, kept on one line at the right edge. */
export function EditDeleteCell(props: Omit<ComponentProps<typeof EditDeleteButtons>, 'size'>) {
  return (
    <Table.Td>
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        <EditDeleteButtons size="xs" {...props} />
      </Group>
    </Table.Td>
  );
}
