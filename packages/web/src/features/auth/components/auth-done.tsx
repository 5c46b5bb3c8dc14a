import { Alert, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthDoneProps {
  title: string;
  icon: ReactNode;
  message: string;
  /** Where to go next, usually back to sign-in. */
  action: ReactNode;
}

/** What an auth screen shows once its request went through: the title, a green note and the next step. */
export function AuthDone({ title, icon, message, action }: AuthDoneProps) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert color="green" variant="light" icon={icon} role="status">
        {message}
      </Alert>
      {action}
    </Stack>
  );
}
