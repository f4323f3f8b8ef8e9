import { NotificationList } from '@lurkit/ui/notifications/NotificationList.tsx';
import { useState } from 'react';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useMyNotifications } from '../hooks/use-my-notifications.ts';
import { markNotificationsRead } from '../operations/notifications.operations.ts';

/** /user/notifications: everything that needs the person, newest first; opening one marks it read. */
export function NotificationsPage() {
  const notifications = useMyNotifications();
  const [marking, setMarking] = useState(false);
  const mark = async (ids: string[] | null) => {
    const after = await markNotificationsRead(ids);
    await notifications.mutate(after, { revalidate: false });
  };
  return (
    <>
      <h1>Notifications</h1>
      {!notifications.data ? (
        <PageStatus error={notifications.error} />
      ) : (
        <NotificationList
          items={notifications.data.items}
          unread={notifications.data.unread}
          marking={marking}
          onOpen={(id) => void mark([id])}
          onMarkAllRead={async () => {
            setMarking(true);
            try {
              await mark(null);
            } finally {
              setMarking(false);
            }
          }}
        />
      )}
    </>
  );
}
