import { NotificationBell } from '../features/notifications/notification-bell.tsx';
import { AppLayout } from '../features/shell/components/app-layout.tsx';

/** The shell's layout with the notifications feature's bell in its top bar. */
export function SignedInLayout() {
  return <AppLayout notificationBell={<NotificationBell />} />;
}
