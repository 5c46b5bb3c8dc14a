import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's notification stack, loaded the first time something is shown (theme-provider.tsx). */
export default function NotificationsHost() {
  return <Notifications position="top-right" zIndex={1000} />;
}
