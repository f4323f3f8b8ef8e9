import { AppLink } from '../link/LinkProvider.tsx';
import './Notifications.css';

export interface NotificationBellProps {
  /** How many notifications are unread; the badge hides at zero. */
  unread: number;
  /** The notifications list. */
  href: string;
}

/** The bell in the app header: a link to the list, its name carrying the unread count for screen readers. */
export function NotificationBell({ unread, href }: NotificationBellProps) {
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <AppLink href={href} className="notification-bell">
      <span className="visually-hidden">{unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}</span>
      <svg className="notification-bell__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {unread > 0 && (
        <span className="notification-bell__badge" aria-hidden="true">
          {shown}
        </span>
      )}
    </AppLink>
  );
}
