import { NotificationSettingsForm } from '@lurkit/ui/user-settings/NotificationSettingsForm.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useEditGuard } from '../../shared/forms/use-edit-guard.ts';
import { useMyProfile } from '../hooks/use-my-profile.ts';
import { saveNotificationSettings } from '../operations/profile.operations.ts';
import { UserSettingsTabs } from './UserSettingsTabs.tsx';

/** /user/settings/notifications: which notification emails to get. */
export function NotificationSettingsPage() {
  const profile = useMyProfile();
  const save = useServerAction(saveNotificationSettings);
  const toasts = useToasts();
  const { guard } = useEditGuard();
  return (
    <UserSettingsTabs active="notifications">
      <h1>Notifications</h1>
      {!profile.data ? (
        <PageStatus error={profile.error} />
      ) : (
        <NotificationSettingsForm
          defaultValues={profile.data.emailNotifications}
          serverError={save.serverError}
          submitting={save.submitting}
          guard={guard}
          onSubmit={async (values) => {
            const outcome = await save.run(values);
            if (!outcome.ok) return false;
            await profile.mutate(outcome.value, { revalidate: false });
            toasts.add({ type: 'success', content: 'Notification settings saved.' });
          }}
        />
      )}
    </UserSettingsTabs>
  );
}
