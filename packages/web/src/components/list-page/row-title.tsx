import { Text, UnstyledButton } from '@mantine/core';
import classes from './row-button.module.css';

/** A row's name as a button that covers the row, or plain text when the row leads nowhere. */
export function RowTitle({
  title,
  detail,
  onOpen,
}: {
  title: string;
  detail?: string;
  onOpen?: (() => void) | undefined;
}) {
  const text = (
    <>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }} span display="block">
        {title}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} span display="block">
          {detail}
        </Text>
      )}
    </>
  );
  if (!onOpen) return <div style={{ minWidth: 0 }}>{text}</div>;
  return (
    <UnstyledButton className={classes.cover} onClick={onOpen} style={{ minWidth: 0 }}>
      {text}
    </UnstyledButton>
  );
}
