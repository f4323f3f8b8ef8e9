import { AddressForm } from '@lurkit/ui/user-settings/AddressForm.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useEditGuard } from '../../shared/forms/use-edit-guard.ts';
import { useMyProfile } from '../hooks/use-my-profile.ts';
import { saveAddress } from '../operations/profile.operations.ts';
import { UserSettingsTabs } from './UserSettingsTabs.tsx';

/** /user/settings/address: the address merchandise rewards are sent to, saved to the profile. */
export function AddressSettingsPage() {
  const profile = useMyProfile();
  const save = useServerAction(saveAddress);
  const toasts = useToasts();
  const { guard } = useEditGuard();
  const address = profile.data?.address;
  return (
    <UserSettingsTabs active="address">
      <h1>Address</h1>
      {!profile.data ? (
        <PageStatus error={profile.error} />
      ) : (
        <AddressForm
          defaultValues={{
            firstName: address?.firstName ?? '',
            lastName: address?.lastName ?? '',
            streetName: address?.streetName ?? '',
            streetNumber: address?.streetNumber ?? '',
            zipCode: address?.zipCode ?? '',
            city: address?.city ?? '',
            province: address?.province ?? '',
            country: address?.country ?? profile.data.country ?? '',
            email: address?.email ?? '',
          }}
          serverError={save.serverError}
          submitting={save.submitting}
          guard={guard}
          onSubmit={async (values) => {
            const outcome = await save.run(values);
            if (!outcome.ok) return false;
            await profile.mutate(outcome.value, { revalidate: false });
            toasts.add({ type: 'success', content: 'Address saved to your profile.' });
            return true;
          }}
        />
      )}
    </UserSettingsTabs>
  );
}
