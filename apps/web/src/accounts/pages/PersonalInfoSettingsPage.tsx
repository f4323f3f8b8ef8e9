import { PersonalInfoForm } from '@lurkit/ui/user-settings/PersonalInfoForm.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { PageStatus } from '../../app/PageStatus.tsx';
import { useServerAction } from '../../forms/use-server-action.ts';
import { useMyProfile } from '../hooks/use-my-profile.ts';
import { savePersonalInfo } from '../operations/profile.operations.ts';
import { UserSettingsTabs } from './UserSettingsTabs.tsx';

/** /user/settings/personal-info: country, language, description, links and RSS feeds. */
export function PersonalInfoSettingsPage() {
  const profile = useMyProfile();
  const save = useServerAction(savePersonalInfo);
  const toasts = useToasts();
  const data = profile.data;
  return (
    <UserSettingsTabs active="personal-info">
      <h1>Personal Info</h1>
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
          onSubmit={async (values) => {
            const outcome = await save.run({ ...values, country: values.country ?? '', language: values.language ?? '' });
            if (!outcome.ok) return;
            await profile.mutate(outcome.value, { revalidate: false });
            toasts.add({ type: 'success', content: 'Personal info saved.' });
          }}
        />
      )}
    </UserSettingsTabs>
  );
}
