import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  CompanyInfoQuery,
  UpdateCompanyInfoMutation,
  type CompanyInfo,
} from '../../apps/web/src/accounts/operations/company-info.operations.ts';
import { CompanySettingsPage } from '../../apps/web/src/accounts/pages/CompanySettingsPage.tsx';
import { clickButton, expectFieldError, fillFields } from '../../ui/src/story-helpers/form-play.ts';
import { gqlData } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLeaveHeld, findPageHeading } from '../support/play.ts';
import { loadingStory, refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';

const companyInfo: CompanyInfo = {
  id: 'c-1',
  name: 'Northern Lights Games',
  type: 'publisher',
  website: 'https://northernlights.example',
  email: 'hello@northernlights.example',
  billingEmail: null,
  isVerified: true,
  viewerIsOwner: true,
};

const meta = {
  title: 'Pages/Company/Company settings',
  component: CompanySettingsPage,
  ...pageMeta({ url: '/company/settings', role: 'companyOwner', network: [gqlData(CompanyInfoQuery, { companyInfo })] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory(CompanyInfoQuery);

export const Error: Story = refusedStory(CompanyInfoQuery, { code: 'COMPANY.NOT_MEMBER', message: 'You are not a member of a company.' });

/** A company registered before billing emails were asked: the owner must give one to save. */
export const MissingBillingEmail: Story = {
  play: async (context) => {
    await findPageHeading(context.canvas, 'Company settings');
    await waitFor(() => expect(context.canvas.getByLabelText('Company name')).toHaveValue('Northern Lights Games'));
    await clickButton(context, 'Save company info');
    await expectFieldError(context.canvas, 'Billing email', 'Billing email is required.');
  },
};

export const Saved: Story = {
  parameters: pageAt({
    role: 'companyOwner',
    network: [
      gqlData(CompanyInfoQuery, { companyInfo }),
      gqlData(UpdateCompanyInfoMutation, { updateCompanyInfo: { ...companyInfo, billingEmail: 'billing@northernlights.example' } }),
    ],
  }),
  play: async (context) => {
    await context.canvas.findByLabelText('Billing email');
    await fillFields(context, { 'Billing email': 'billing@northernlights.example' });
    await clickButton(context, 'Save company info');
    // Toasts live outside the page's own tree.
    await expect(await within(document.body).findByText('Company info saved.')).toBeInTheDocument();
  },
};

/** A member reads the info; only the owner may change it. */
export const MemberView: Story = {
  parameters: pageAt({
    role: 'companyMember',
    network: [gqlData(CompanyInfoQuery, { companyInfo: { ...companyInfo, viewerIsOwner: false } })],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Company name')).toBeDisabled();
    await expect(canvas.getByText('Only the company owner can change the company info.')).toBeVisible();
  },
};

/** A changed company name holds the move to another tab until Save, Discard or Cancel; Cancel keeps it. */
export const LeaveWithUnsavedChanges: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByLabelText('Company name');
    await waitFor(() => expect(name).toHaveValue('Northern Lights Games'));
    await userEvent.type(name, ' AB');
    await expectLeaveHeld(userEvent, () => userEvent.click(canvas.getByRole('tab', { name: 'Members' })));
    await expect(canvas.getByLabelText('Company name')).toHaveValue('Northern Lights Games AB');
  },
};

const widths = atEachWidth(MissingBillingEmail);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
