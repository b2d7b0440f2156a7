export { NotificationBell } from './components/notification-bell';
export { notificationKeys } from './api/notifications-api';
