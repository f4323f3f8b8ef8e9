import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CompanyMembersQuery, InviteCompanyMemberMutation } from '../../apps/web/src/accounts/operations/company-members.operations.ts';
import { clickButton, expectFieldError, fillFields } from '../../ui/src/story-helpers/form-play.ts';
import { companyMembers, soloCompany } from '../support/fixtures.ts';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { loadingStory, refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { CompanyMembersPage } from '../../apps/web/src/accounts/pages/CompanyMembersPage.tsx';

const meta = {
  title: 'Pages/Accounts/Company members',
  component: CompanyMembersPage,
  ...pageMeta({ url: '/company/settings/members', role: 'companyOwner', network: [gqlData(CompanyMembersQuery, { companyMembers })] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const membersTable = async (canvas: Canvas) => within(await canvas.findByRole('region', { name: 'Members of Northern Lights Games' }));
/** The rows of the members table, header row excluded. */
const memberRows = async (canvas: Canvas) => (await membersTable(canvas)).getAllByRole('row').slice(1);

export const Loading: Story = loadingStory(CompanyMembersQuery);

export const Error: Story = refusedStory(CompanyMembersQuery, {
  code: 'COMPANY.NOT_A_MEMBER',
  message: 'You are not a member of a company.',
});

/** Only the owner, nobody invited. */
export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(CompanyMembersQuery, { companyMembers: soloCompany })] }),
  play: async ({ canvas }) => {
    await expect(await memberRows(canvas)).toHaveLength(1);
    await expect(canvas.getByText('No open invitations.')).toBeVisible();
  },
};

/** The owner's view: every member with row actions, the invitation form and the open invitations. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const [owner, member] = await memberRows(canvas);
    await expect(owner).toHaveTextContent('Olivia');
    await expect(member).toHaveTextContent('Mattias');
    await expect((await membersTable(canvas)).getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await expect(canvas.getByLabelText('Email address')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'sara@northernlights.example' })).toBeVisible();
  },
};

/** A member sees the same lists without the owner's actions. */
export const MemberView: Story = {
  parameters: pageAt({
    role: 'companyMember',
    network: [gqlData(CompanyMembersQuery, { companyMembers: { ...companyMembers, viewerIsOwner: false } })],
  }),
  play: async ({ canvas }) => {
    await expect(await memberRows(canvas)).toHaveLength(2);
    await expect((await membersTable(canvas)).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText('Email address')).not.toBeInTheDocument();
  },
};

/** The invitation is refused: the message sits at the email field. */
export const InviteError: Story = {
  parameters: pageAt({
    network: [
      gqlError(InviteCompanyMemberMutation, {
        code: 'COMPANY.ALREADY_MEMBER',
        message: 'This person is already a member.',
        field: 'email',
      }),
      gqlData(CompanyMembersQuery, { companyMembers }),
    ],
  }),
  play: async (context) => {
    await memberRows(context.canvas);
    await fillFields(context, { 'Email address': 'mattias@northernlights.example' });
    await clickButton(context, 'Send invitation');
    await expectFieldError(context.canvas, 'Email address', 'This person is already a member.');
  },
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
