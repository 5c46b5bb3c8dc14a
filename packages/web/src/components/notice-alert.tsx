import { Alert, type AlertProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface NoticeAlertProps {
  color: AlertProps['color'];
  icon: Icon;
  title: string;
  /** `note` where the notice explains the screen rather than reports a state. */
  role?: 'note';
  children: ReactNode;
}

/** A titled, light notice above a screen's content: what the reader should know before reading on. */
export function NoticeAlert({ color, icon: NoticeIcon, title, role, children }: NoticeAlertProps) {
  return (
    <Alert variant="light" color={color} role={role} icon={<NoticeIcon size={18} aria-hidden />} title={title}>
      {children}
    </Alert>
  );
}
