import { Button } from '../button/Button.tsx';
import { formatDateTime } from '../format/format.ts';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import './Notifications.css';

export interface NotificationItem {
  id: string;
  title: string;
  /** Where acting on it happens. */
  path: string;
  /** ISO instant; shown in Stockholm time. */
  createdAt: string;
  /** ISO instant, or null while unread. */
  readAt: string | null;
}

export interface NotificationListProps {
  /** Newest first. */
  items: readonly NotificationItem[];
  /** How many are unread: "Mark all as read" shows while some are. */
  unread: number;
  /** Called when a notification is opened (before its link is followed), to mark it read. */
  onOpen(id: string): void;
  /** Marks every notification read. */
  onMarkAllRead(): void;
  /** True while marking all read. */
  marking?: boolean;
}

/** The list behind the bell: each links to where to act; unread ones say so in words, not only in colour. */
export function NotificationList({ items, unread, onOpen, onMarkAllRead, marking = false }: NotificationListProps) {
  if (items.length === 0) return <EmptyState title="No notifications">When something needs you, it shows up here.</EmptyState>;
  return (
    <>
      {unread > 0 && (
        <Button variant="secondary" loading={marking} onClick={onMarkAllRead}>
          Mark all as read
        </Button>
      )}
      <ul className="notification-list">
        {items.map((n) => (
          <li key={n.id} className={n.readAt ? 'notification-list__item' : 'notification-list__item notification-list__item--unread'}>
            {!n.readAt && <span className="notification-list__new">New</span>}
            <AppLink href={n.path} className="notification-list__link" onClick={() => onOpen(n.id)}>
              {n.title}
            </AppLink>
            <span className="notification-list__time">{formatDateTime(n.createdAt)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
