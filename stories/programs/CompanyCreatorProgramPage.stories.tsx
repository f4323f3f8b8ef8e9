import { FLAGGED_AUTHENTICITY } from '../../ui/src/insights/authenticity-fixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CheckCompanyCustomDomainMutation,
  CompanyCustomDomainQuery,
  MyCreatorProgramQuery,
  PostProgramAnnouncementMutation,
  ProgramAnnouncementsQuery,
  ProgramApplicationsQuery,
  ReviewProgramApplicationsMutation,
  SetCompanyCustomDomainMutation,
} from '../../apps/web/src/programs/operations/company-creator-program.operations.ts';
import { GrantVipAccessMutation } from '../../apps/web/src/creator-lists/operations/creator-lists.operations.ts';
import { CompanyCreatorProgramPage } from '../../apps/web/src/programs/pages/CompanyCreatorProgramPage.tsx';
import { gqlData, gqlDataFor, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { anAnnouncement, anApplication, connection, myProgram } from './program-fixtures.ts';
import { addedToList, addRowsToList, addToListNetwork } from '../creator-lists/add-to-list.ts';

const applicants = [
  anApplication(),
  anApplication({
    id: 'membership-2',
    state: 'pending',
    creator: { id: 'creator-2', username: 'boplays', displayName: 'Bo Plays', authenticity: FLAGGED_AUTHENTICITY },
    profile: { country: 'NO', languages: ['no'], hardware: [] },
    answers: [],
  }),
];
const accepted = [anApplication({ id: 'membership-3', state: 'accepted', label: 'Visit program', decidedAt: '2030-02-02T10:00:00.000Z' })];

type DomainStatus = 'pending' | 'verified' | 'suspended';
const customDomain = (status: DomainStatus = 'verified') => ({
  domain: 'play.northernlights.example.com',
  status,
  recordName: '_lurkit-verify.play.northernlights.example.com',
  recordValue: 'lurkit-verify=0f1e2d3c4b5a69788796a5b4c3d2e1f0',
  checkedAt: status === 'pending' ? null : '2030-02-02T03:00:00.000Z',
  sandbox: false,
});

const network = (rows = applicants) => [
  gqlData(MyCreatorProgramQuery, { myCreatorProgram: myProgram() }),
  gqlData(ProgramApplicationsQuery, { programApplications: connection(rows) }),
  gqlData(ProgramAnnouncementsQuery, { creatorProgram: { announcements: [anAnnouncement()] } }),
  gqlData(CompanyCustomDomainQuery, { companyCustomDomain: customDomain() }),
];

const meta = {
  title: 'Pages/Creator Programs/Company program',
  component: CompanyCreatorProgramPage,
  ...pageMeta({ url: '/company/creator-program', role: 'companyOwner', network: network() }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Applicants with their answers, profile and applied time; the announcements below. */
export const Applicants: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Northern Lights Creators');
    await expect(canvas.getByRole('tab', { name: 'Applicants' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText('Anna Streams (@annastreams)')).toBeVisible();
    // Each applicant's audience authenticity: Anna clean, Bo flagged with the reasons.
    await expect(within(canvas.getByRole('row', { name: /Anna Streams/ })).getByText('100 · Likely genuine')).toBeVisible();
    const flagged = within(canvas.getByRole('row', { name: /Bo Plays/ }));
    await userEvent.click(flagged.getByText('Why'));
    await expect(flagged.getByRole('list', { name: 'Authenticity reasons for Bo Plays' })).toBeVisible();
    await expect(canvas.getByText('Which games do you stream most?: Fjord Fishers and cosy co-op games')).toBeVisible();
    await expect(canvas.getByText(/2 applicants · 1 members/)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'New build on Friday' })).toBeVisible();
  },
};

/** Accepting an applicant in bulk: the table offers Accept and Reject for the selection. */
export const AcceptApplicant: Story = {
  parameters: pageAt({
    network: [
      gqlData(ReviewProgramApplicationsMutation, {
        reviewProgramApplications: [{ id: 'membership-1', state: 'accepted', label: 'Visit program' }],
      }),
      ...network(),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByLabelText('Select Anna Streams'));
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(await within(document.body).findByText('1 creator updated.')).toBeInTheDocument();
  },
};

/** VIP access per applicant: granting it from the table says location and language still apply. */
export const GrantVipAccess: Story = {
  parameters: pageAt({
    network: [
      gqlData(GrantVipAccessMutation, { grantVipAccess: { id: 'vip-1', creatorId: 'creator-1', waivesLocationAndLanguage: false } }),
      ...network([applicants[0]!, { ...applicants[1]!, vipAccess: { waivesLocationAndLanguage: true } }]),
    ],
  }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Also waive location and language for Bo Plays' })).toBeChecked());
    await userEvent.click(canvas.getByRole('checkbox', { name: 'VIP access for Anna Streams' }));
    await expect(
      await within(document.body).findByText('Anna Streams has VIP access; location and language still apply.'),
    ).toBeInTheDocument();
  },
};

export const Accepted: Story = {
  parameters: pageAt({ url: '/company/creator-program/accepted', network: network(accepted) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Accepted' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(await canvas.findByLabelText('Select Anna Streams'));
    await expect(canvas.getByRole('button', { name: 'Remove from program' })).toBeVisible();
  },
};

/** Applicants (and members, and rejected creators) go to a creator list from the table's selection. */
export const AddToList: Story = {
  parameters: pageAt({ network: () => [...network(), ...addToListNetwork()] }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: 'Applicants' }));
    await addRowsToList(canvas, table, ['Anna Streams', 'Bo Plays']);
    await expect(addedToList).toEqual([{ listId: 'list-1', creatorIds: ['creator-1', 'creator-2'] }]);
  },
};

export const Rejected: Story = {
  parameters: pageAt({ url: '/company/creator-program/rejected', network: network([]) }),
  play: async ({ canvas }) => expect(await canvas.findByText('No rejected creators')).toBeVisible(),
};

const HOUR = 3_600_000;
/** The request SLA: each open application shows how long it has waited for an answer. */
export const WaitingTime: Story = {
  parameters: pageAt({
    network: network([anApplication({ appliedAt: new Date(Date.now() - (3 * 24 + 4) * HOUR - 5 * 60_000).toISOString() })]),
  }),
  play: async ({ canvas }) => {
    const row = within(await canvas.findByRole('row', { name: /Anna Streams/ }));
    await expect(canvas.getByRole('columnheader', { name: /Waiting/ })).toBeVisible();
    await expect(row.getByText('3 d 4 h')).toBeVisible();
  },
};

/** An application the company left past its response deadline: the system rejected it and says why. */
export const RejectedBySystem: Story = {
  parameters: pageAt({
    url: '/company/creator-program/rejected',
    network: network([
      anApplication({
        state: 'rejected',
        label: 'Rejected',
        decidedAt: '2030-02-06T09:30:00.000Z',
        decidedBy: 'SYSTEM',
        decisionReason: 'The company did not answer within 5 days.',
      }),
    ]),
  }),
  play: async ({ canvas }) => {
    const row = within(await canvas.findByRole('row', { name: /Anna Streams/ }));
    await expect(row.getByText(/automatically: The company did not answer within 5 days\./)).toBeVisible();
  },
};

/** An announcement needs a title: the server refuses it at the field. */
export const AnnouncementRefused: Story = {
  parameters: pageAt({
    network: [
      gqlError(PostProgramAnnouncementMutation, { code: 'PROGRAM.INVALID_FIELD', message: 'Title is required.', field: 'title' }),
      ...network(),
    ],
  }),
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Announcements' }));
    await userEvent.type(section.getByLabelText('Text'), 'Hello members');
    await userEvent.click(section.getByRole('button', { name: 'Post announcement' }));
    await expect(await section.findByText('Title is required.')).toBeVisible();
  },
};

/** Before the company has a program: the way to create one. */
/** Page settings: the custom domain shown, and a bad one refused at its field. */
export const CustomDomainRefused: Story = {
  parameters: pageAt({
    network: [
      gqlError(SetCompanyCustomDomainMutation, {
        code: 'PROGRAM.INVALID_DOMAIN',
        message: 'Enter a valid domain, e.g. play.example.com.',
        field: 'domain',
      }),
      ...network(),
    ],
  }),
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Custom domain' }));
    const domain = form.getByLabelText('Custom domain (e.g. play.example.com)');
    await waitFor(() => expect(domain).toHaveValue('play.northernlights.example.com'));
    await userEvent.clear(domain);
    await userEvent.type(domain, 'not a domain');
    await userEvent.click(form.getByRole('button', { name: 'Save domain' }));
    await expect(await form.findByText('Enter a valid domain, e.g. play.example.com.')).toBeVisible();
  },
};

/**
 * Page settings: a domain just added waits for its TXT record; "Check now" asks the worker to look, and
 * the section reads the status again until the check is done (here the record is found).
 */
export const CustomDomainPending: Story = {
  parameters: pageAt({
    network: () => {
      let checked = false;
      return [
        gqlDataFor(CompanyCustomDomainQuery, () => ({ companyCustomDomain: customDomain(checked ? 'verified' : 'pending') })),
        gqlDataFor(CheckCompanyCustomDomainMutation, () => {
          checked = true;
          return { checkCompanyCustomDomain: customDomain('pending') };
        }),
        ...network(),
      ];
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('play.northernlights.example.com: Waiting for the DNS record')).toBeVisible();
    const record = within(canvas.getByLabelText('TXT record to add'));
    await expect(record.getByText('_lurkit-verify.play.northernlights.example.com')).toBeVisible();
    await expect(record.getByText('lurkit-verify=0f1e2d3c4b5a69788796a5b4c3d2e1f0')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check now' }));
    await expect(await within(document.body).findByText('Checking the DNS record…')).toBeInTheDocument();
    // No reload: the status turns once the check time changes.
    await expect(await canvas.findByText('play.northernlights.example.com: Verified')).toBeVisible();
  },
};

/** Page settings: a verified domain, served, with the time of its last check. */
export const CustomDomainVerified: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('play.northernlights.example.com: Verified')).toBeVisible();
    await expect(canvas.getByText(/Last checked/)).toBeVisible();
  },
};

/** Page settings: the record disappeared, so the domain is no longer served. */
export const CustomDomainSuspended: Story = {
  parameters: pageAt({ network: [gqlData(CompanyCustomDomainQuery, { companyCustomDomain: customDomain('suspended') }), ...network()] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('play.northernlights.example.com: Suspended: the DNS record is gone')).toBeVisible();
  },
};

/** Page settings while the saved domain is still being read: nothing can be typed that it would then overwrite. */
export const CustomDomainBeingRead: Story = {
  parameters: pageAt({ network: [gqlPending(CompanyCustomDomainQuery), ...network()] }),
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Custom domain' });
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await expect(within(form).getByLabelText('Custom domain (e.g. play.example.com)')).toBeDisabled();
    await expect(within(form).getByRole('button', { name: 'Save domain' })).toBeDisabled();
  },
};

export const NoProgramYet: Story = {
  parameters: pageAt({ network: [gqlData(MyCreatorProgramQuery, { myCreatorProgram: null })] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Creator Program');
    await expect(canvas.getByRole('link', { name: 'Create your Creator Program' })).toHaveAttribute('href', '/creator-programs/new/edit');
  },
};

export const Loading: Story = loadingStory(MyCreatorProgramQuery);

const widths = atEachWidth(Applicants);
export const Phone = widths.phone;
export const Desktop = widths.desktop;
