// What other modules may use of notifications: leaving a notice (`notify…`) and staff announcements.
export { NOTIFICATION_CATEGORY, type OwnerNotice } from './notice.ts';
export { announce } from './notifications.service.ts';
export { notifyOwners, notifyUser } from './notify.service.ts';
