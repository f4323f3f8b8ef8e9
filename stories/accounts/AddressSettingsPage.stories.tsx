import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MyProfileQuery, SaveAddressMutation } from '../../apps/web/src/accounts/operations/profile.operations.ts';
import { AddressSettingsPage } from '../../apps/web/src/accounts/pages/AddressSettingsPage.tsx';
import { fillFields } from '../../ui/src/story-helpers/form-play.ts';
import { gqlData } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { savedProfile } from './profile-fixtures.ts';

const address = {
  firstName: 'Anna',
  lastName: 'Berg',
  streetName: 'Götgatan',
  streetNumber: '12',
  zipCode: '118 46',
  city: 'Stockholm',
  province: null,
  country: 'SE',
  email: null,
};

const meta = {
  title: 'Pages/Accounts/Settings: Address',
  component: AddressSettingsPage,
  ...pageMeta({
    url: '/user/settings/address',
    role: 'creator',
    network: [
      gqlData(MyProfileQuery, { myProfile: savedProfile }),
      gqlData(SaveAddressMutation, { saveAddress: { ...savedProfile, address } }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** No address yet: the country starts from the profile's; saving puts it in the profile. */
export const Empty: Story = {
  play: async (context) => {
    const { canvas } = context;
    await findPageHeading(canvas, 'Address');
    await waitFor(() => expect(canvas.getByLabelText('Country')).toHaveValue('SE'));
    await fillFields(context, {
      'First name': 'Anna',
      'Last name': 'Berg',
      'Street name': 'Götgatan',
      'Street number': '12',
      'ZIP code': '118 46',
      City: 'Stockholm',
    });
    await context.userEvent.click(canvas.getByRole('button', { name: 'Save to profile' }));
    await expect(await within(document.body).findByText('Address saved to your profile.')).toBeInTheDocument();
  },
};

export const Saved: Story = {
  parameters: pageAt({ network: [gqlData(MyProfileQuery, { myProfile: { ...savedProfile, address } })] }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText('City')).toHaveValue('Stockholm'));
  },
};

/** A changed city is not lost on the way to another tab: the move waits for Save, Discard or Cancel. */
export const LeaveWithUnsavedChanges: Story = {
  parameters: pageAt({ network: [gqlData(MyProfileQuery, { myProfile: { ...savedProfile, address } })] }),
  play: async ({ canvas, userEvent }) => {
    const city = await canvas.findByLabelText('City');
    await waitFor(() => expect(city).toHaveValue('Stockholm'));
    await userEvent.type(city, ' C');
    await userEvent.click(canvas.getByRole('tab', { name: 'Personal Info' }));
    const body = within(document.body);
    await userEvent.click(within(await body.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByLabelText('City')).toHaveValue('Stockholm C');
  },
};

export const Loading: Story = loadingStory(MyProfileQuery);

const widths = atEachWidth(Saved);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
