import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  /** Extra content under the description, e.g. what a page will show. */
  children?: ReactNode;
  actions?: ReactNode;
}

/** The common look of the system pages: 404, permission denied, coming soon, not in your services. */
export function StatusPage({ icon, title, description, children, actions }: StatusPageProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={640} mx="auto" mt={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" maw={480}>
          {description}
        </Text>
        {children}
        {actions && (
          <Group justify="center" gap="sm" mt="sm">
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The "back to Home" action every system page offers. */
export function HomeButton({ label, variant = 'filled' }: { label: string; variant?: 'filled' | 'default' }) {
  return (
    <Button component={Link} to="/" variant={variant}>
      {label}
    </Button>
  );
}
