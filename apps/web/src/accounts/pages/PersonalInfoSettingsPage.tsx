import { PersonalInfoForm } from '@lurkit/ui/user-settings/PersonalInfoForm.tsx';
import { ProfilePictureField } from '@lurkit/ui/user-settings/ProfilePictureField.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useEditGuard } from '../../shared/forms/use-edit-guard.ts';
import { useMe } from '../hooks/use-me.ts';
import { useMyProfile } from '../hooks/use-my-profile.ts';
import { uploadProfilePicture } from '../operations/profile-picture-upload.ts';
import { removeProfilePicture, savePersonalInfo } from '../operations/profile.operations.ts';
import { UserSettingsTabs } from './UserSettingsTabs.tsx';

/** /user/settings/personal-info: profile picture, country, language, description, links and RSS feeds. */
export function PersonalInfoSettingsPage() {
  const profile = useMyProfile();
  const me = useMe();
  const save = useServerAction(savePersonalInfo);
  const toasts = useToasts();
  const { guard } = useEditGuard();
  const data = profile.data;
  return (
    <UserSettingsTabs active="personal-info">
      <h1>Personal Info</h1>
      {me.data && (
        <ProfilePictureField
          name={me.data.displayName}
          pictureUrl={me.data.profilePictureUrl}
          onUpload={async (file, onProgress) => {
            const outcome = await uploadProfilePicture(file, onProgress);
            if (outcome.ok) {
              // The header reads the same account: it shows the new picture at once.
              await me.mutate({ ...me.data!, profilePictureUrl: outcome.url }, { revalidate: false });
              toasts.add({ type: 'success', content: 'Profile picture saved.' });
            }
            return outcome;
          }}
          onRemove={async () => {
            await removeProfilePicture();
            await me.mutate({ ...me.data!, profilePictureUrl: null }, { revalidate: false });
            toasts.add({ type: 'success', content: 'Profile picture removed.' });
          }}
        />
      )}
      {!data ? (
        <PageStatus error={profile.error} />
      ) : (
        <PersonalInfoForm
          key={`${data.countryLockedUntil}-${data.languageLockedUntil}`}
          defaultValues={{
            country: data.country ?? '',
            language: data.language ?? '',
            description: data.description ?? '',
            links: {
              discord: data.links.discord ?? '',
              facebook: data.links.facebook ?? '',
              instagram: data.links.instagram ?? '',
              other: data.links.other ?? '',
            },
            // Saved feeds were confirmed when they were added.
            rssFeeds: data.rssFeeds.map((f) => ({ url: f.url, authorized: true })),
          }}
          countryLockedUntil={data.countryLockedUntil}
          languageLockedUntil={data.languageLockedUntil}
          serverError={save.serverError}
          submitting={save.submitting}
          guard={guard}
          onSubmit={async (values) => {
            const outcome = await save.run({ ...values, country: values.country ?? '', language: values.language ?? '' });
            if (!outcome.ok) return false;
            await profile.mutate(outcome.value, { revalidate: false });
            toasts.add({ type: 'success', content: 'Personal info saved.' });
            return true;
          }}
        />
      )}
    </UserSettingsTabs>
  );
}
