import { isPlaceholderEmail } from '@lurkit/core/accounts/domain/account-fields.schema.ts';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import type { ChangePasswordInput, DeleteAccountInput, ProfileSettingsInput } from '@lurkit/core/accounts/domain/settings.schema.ts';
import { ChangePasswordForm } from '@lurkit/ui/change-password-form/ChangePasswordForm.tsx';
import { DeleteAccountForm } from '@lurkit/ui/delete-account-form/DeleteAccountForm.tsx';
import { EmailVerificationBanner } from '@lurkit/ui/email-verification-banner/EmailVerificationBanner.tsx';
import { ProfileSettingsForm } from '@lurkit/ui/profile-settings-form/ProfileSettingsForm.tsx';
import { useState } from 'react';
import { changePassword, deleteAccount, resendVerificationEmail, updateProfile } from '../operations/accounts.operations.ts';
import { useMe } from '../hooks/use-me.ts';
import { useResend } from '../hooks/use-resend.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useLeaveSession } from '../../shared/session/use-leave-session.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { SettingsSection } from '../../shared/SettingsSection.tsx';
import { UserSettingsTabs } from './UserSettingsTabs.tsx';
import { TopicsSection } from './TopicsSection.tsx';

/** /user/settings: profile, password and account deletion, each its own form with its own answer. */
export function UserSettingsPage() {
  const me = useMe();
  const session = useSession();
  const leaveSession = useLeaveSession();
  const profile = useServerAction(updateProfile);
  const password = useServerAction(changePassword);
  const removal = useServerAction(deleteAccount);
  const resend = useResend(() => resendVerificationEmail());
  const [profileSaved, setProfileSaved] = useState(false);
  const [passwordSaved, setPasswordSaved] = useState(false);
  const toasts = useToasts();

  if (!me.data)
    return (
      <UserSettingsTabs active="settings">
        <PageStatus error={me.error} />
      </UserSettingsTabs>
    );
  const account = me.data;

  const handleProfile = async (values: ProfileSettingsInput) => {
    setProfileSaved(false);
    const outcome = await profile.run(values);
    if (!outcome.ok) return;
    await me.mutate(outcome.value, { revalidate: false });
    setProfileSaved(true);
    toasts.add({ type: 'success', content: 'Profile saved.' });
    await session.refresh(); // the username in the header comes from the session
  };

  const handlePassword = async (values: ChangePasswordInput) => {
    setPasswordSaved(false);
    const outcome = await password.run(values);
    setPasswordSaved(outcome.ok);
    if (outcome.ok) toasts.add({ type: 'success', content: 'Password changed. Other sessions were signed out.' });
  };

  // The server ends the session with the account; leave without another sign-out call.
  const handleDelete = async ({ currentPassword }: DeleteAccountInput) => {
    const outcome = await removal.run(currentPassword);
    if (outcome.ok) await leaveSession({ endSession: false });
  };

  // An OAuth sign-up's placeholder is not an address to verify: the field is left for a real one.
  const placeholder = isPlaceholderEmail(account.email);

  return (
    <UserSettingsTabs active="settings">
      <h1>Settings</h1>
      {!account.emailVerified && !placeholder && (
        <EmailVerificationBanner email={account.email} onResend={resend.send} resendState={resend.state} resendMessage={resend.message} />
      )}
      <SettingsSection title="Profile">
        <ProfileSettingsForm
          key={account.id}
          defaultValues={{ displayName: account.displayName, username: account.username, email: placeholder ? '' : account.email }}
          onSubmit={handleProfile}
          serverError={profile.serverError}
          submitting={profile.submitting}
          saved={profileSaved}
          firstEmail={placeholder}
        />
      </SettingsSection>
      {session.status === 'authenticated' && (session.user.userType === 'Creator' || session.user.userType === 'User') && <TopicsSection />}
      <SettingsSection title="Password">
        <ChangePasswordForm
          onSubmit={handlePassword}
          serverError={password.serverError}
          submitting={password.submitting}
          saved={passwordSaved}
        />
      </SettingsSection>
      <SettingsSection title="Delete account">
        <DeleteAccountForm onSubmit={handleDelete} serverError={removal.serverError} submitting={removal.submitting} />
      </SettingsSection>
    </UserSettingsTabs>
  );
}
