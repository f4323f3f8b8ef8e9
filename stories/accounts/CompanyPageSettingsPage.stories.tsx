import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  CompanyPageSettingsQuery,
  SaveCompanyPageSettingsMutation,
  type CompanyPageSettings,
} from '../../apps/web/src/accounts/operations/company-page.operations.ts';
import { CompanyPageSettingsPage } from '../../apps/web/src/accounts/pages/CompanyPageSettingsPage.tsx';
import { CompanyCustomDomainQuery } from '../../apps/web/src/programs/operations/company-creator-program.operations.ts';
import { PublicCompanyQuery } from '../../apps/web/src/games/operations/games.operations.ts';
import { clickButton, expectFieldError, fillFields } from '../../ui/src/story-helpers/form-play.ts';
import { publicCompany } from '../games/games-fixtures.ts';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectAlert, expectLeaveHeld, expectLoadingLine, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';

const settings: CompanyPageSettings = {
  companyId: 'c-1',
  description: 'Cosy farming games from Malmö.',
  logoUrl: 'https://cdn.example.com/logo.png',
  bannerUrl: '',
  links: [{ label: 'Discord', url: 'https://discord.gg/northern' }],
  showPrograms: true,
  showKeyCampaigns: true,
  showQuests: true,
  updatedAt: '2026-11-20T09:00:00.000Z',
};
const domain = gqlData(CompanyCustomDomainQuery, { companyCustomDomain: null });

const meta = {
  title: 'Pages/Company/Company page settings',
  component: CompanyPageSettingsPage,
  ...pageMeta({
    url: '/company/c-1/page-settings',
    role: 'companyMember',
    network: [gqlData(CompanyPageSettingsQuery, { companyPageSettings: settings }), domain],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(CompanyPageSettingsQuery), domain] }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

/** Another company's id: the page says why instead of a form. */
export const NotTheirCompany: Story = {
  parameters: pageAt({
    url: '/company/c-2/page-settings',
    network: [
      gqlError(CompanyPageSettingsQuery, { code: 'COMPANY.NOT_MEMBER', message: 'Only members of this company can edit its page.' }),
      domain,
    ],
  }),
  play: async ({ canvas }) => expectAlert(canvas, 'Only members of this company can edit its page.'),
};

/** A member (not the owner) hides Quests and saves: the page says so. */
export const Saved: Story = {
  parameters: pageAt({
    network: [
      gqlData(CompanyPageSettingsQuery, { companyPageSettings: settings }),
      gqlData(SaveCompanyPageSettingsMutation, { saveCompanyPageSettings: { ...settings, showQuests: false } }),
      domain,
    ],
  }),
  play: async (context) => {
    await findPageHeading(context.canvas, 'Company page');
    await waitFor(() => expect(context.canvas.getByLabelText('About the company')).toHaveValue('Cosy farming games from Malmö.'));
    await context.userEvent.click(context.canvas.getByLabelText('Quests'));
    await clickButton(context, 'Save page');
    await expect(await within(document.body).findByText('Company page saved.')).toBeInTheDocument();
    await waitFor(() => expect(context.canvas.getByLabelText('Quests')).not.toBeChecked());
  },
};

/** The server refuses a link: the message shows at that link's address. */
export const LinkRefused: Story = {
  parameters: pageAt({
    network: [
      gqlData(CompanyPageSettingsQuery, { companyPageSettings: settings }),
      gqlError(SaveCompanyPageSettingsMutation, {
        code: 'VALIDATION.INVALID_FIELD',
        message: 'Enter a valid link, starting with http:// or https://.',
        field: 'links.0.url',
      }),
      domain,
    ],
  }),
  play: async (context) => {
    await context.canvas.findByLabelText('Link 1 address');
    await fillFields(context, { 'Link 1 address': 'https://discord.gg/northern-2' });
    await clickButton(context, 'Save page');
    await expectFieldError(context.canvas, 'Link 1 address', 'Enter a valid link, starting with http:// or https://.');
  },
};

/** /company/page opens the signed-in company's own public page. */
export const OwnPage: Story = {
  parameters: pageAt({
    url: '/company/page',
    network: [gqlData(PublicCompanyQuery, { ...publicCompany, publicCompany: { ...publicCompany.publicCompany, id: 'c-1' } })],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Demo Studio');
    await expect(canvas.getByRole('link', { name: 'Edit page' })).toHaveAttribute('href', '/company/c-1/page-settings');
  },
};

/** A changed description holds the move to the public page until Save, Discard or Cancel; Cancel keeps it. */
export const LeaveWithUnsavedChanges: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, 'Company page');
    const description = await canvas.findByLabelText('About the company');
    await waitFor(() => expect(description).toHaveValue(settings.description));
    await userEvent.type(description, ' And more.');
    await expectLeaveHeld(userEvent, () => userEvent.click(canvas.getByRole('link', { name: 'View the page' })));
    await expect(canvas.getByLabelText('About the company')).toHaveValue(`${settings.description} And more.`);
  },
};

const widths = atEachWidth(Saved);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
