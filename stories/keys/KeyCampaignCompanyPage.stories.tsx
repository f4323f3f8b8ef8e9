import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  CompanyKeyCampaignQuery,
  KeyParticipantsQuery,
  ReplaceBadKeyMutation,
  ReviewKeyParticipantsMutation,
} from '../../apps/web/src/keys/operations/company-key-campaigns.operations.ts';
import { KeyCampaignCompanyPage } from '../../apps/web/src/keys/pages/KeyCampaignCompanyPage.tsx';
import { KeyCampaignPage } from '../../apps/web/src/keys/pages/KeyCampaignPage.tsx';
import { gqlData, gqlDataFor, gqlPending } from '../support/network.ts';
import { reportNetwork, reported, reportUser } from '../reports/report-user.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLoadingLine, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { CodeManagerItemsQuery } from '../../apps/web/src/codes/operations/code-manager.operations.ts';
import {
  AddCreatorsToListMutation,
  CreatorListsQuery,
  GrantVipAccessMutation,
} from '../../apps/web/src/creator-lists/operations/creator-lists.operations.ts';
import { creatorLists } from '../creator-lists/creator-list-fixtures.ts';
import { codeItems, companyCampaign } from './key-fixtures.ts';
import { CLEAN_AUTHENTICITY, FLAGGED_AUTHENTICITY } from '../../ui/src/insights/authenticity-fixtures.ts';

const QUIET_REQUEST = { level: 'LOW' as const, reasons: [] };
const RISKY_REQUEST = {
  level: 'HIGH' as const,
  reasons: [
    { code: 'DISPOSABLE_EMAIL' as const, words: 'The email address is at yopmail.com, a disposable mail service.', figure: 1 },
    { code: 'NEW_ACCOUNT' as const, words: 'The account is 2 days old.', figure: 2 },
  ],
};

const participant = (id: string, state: 'pending' | 'waitlist' | 'claimedKey', name: string) => ({
  id,
  campaignId: 'campaign-1',
  state,
  appliedAt: '2026-11-20T10:00:00.000Z',
  agreementAcceptedAt: null,
  reviewedAt: null,
  kitSentCount: 0,
  replacedKeys: [],
  contentExpiredAt: null,
  claim:
    state === 'claimedKey' ? { platform: 'Steam', claimedAt: '2026-11-21T10:00:00.000Z', contentDueAt: '2026-12-21T10:00:00.000Z' } : null,
  submission: null,
  events: [],
  creator: {
    id: `u-${id}`,
    username: name.toLowerCase(),
    displayName: name,
    completionRate: state === 'claimedKey' ? 0.8 : null,
    country: 'SE',
    channels: [{ provider: 'twitch', followers: 1200 }],
    // TinyTom's audience is flagged, the others' clean.
    authenticity: id === 'p2' ? FLAGGED_AUTHENTICITY : CLEAN_AUTHENTICITY,
  },
  vipAccess: null as { id: string; waivesLocationAndLanguage: boolean } | null,
  // TinyTom's request looks like a reseller's, the others' do not.
  risk: id === 'p2' ? RISKY_REQUEST : QUIET_REQUEST,
});
const participants = (nodes: ReturnType<typeof participant>[]) => ({
  keyParticipants: { edges: nodes.map((node) => ({ node })), pageInfo: { hasNextPage: false, endCursor: null } },
});

const meta = {
  title: 'Pages/Keys/Key campaign details',
  component: KeyCampaignCompanyPage,
  // The route's element, which picks this company view; KeyCampaignCreatorPage's stories show the creator's.
  subcomponents: { KeyCampaignPage },
  ...pageMeta({
    url: '/campaigns/campaign-1',
    role: 'companyOwner',
    network: [
      gqlData(CodeManagerItemsQuery, codeItems),
      gqlData(CreatorListsQuery, creatorLists),

      gqlData(CodeManagerItemsQuery, codeItems),
      gqlData(CreatorListsQuery, creatorLists),
      gqlData(CompanyKeyCampaignQuery, companyCampaign()),
      gqlData(KeyParticipantsQuery, participants([participant('p1', 'pending', 'StreamerAnna'), participant('p2', 'waitlist', 'TinyTom')])),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: pageAt({
    network: [gqlPending(CompanyKeyCampaignQuery), gqlData(CodeManagerItemsQuery, codeItems), gqlData(CreatorListsQuery, creatorLists)],
  }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

export const Overview: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, /Moonlight Drifters keys/);
    await expect(await canvas.findByRole('heading', { name: 'Keys per platform' })).toBeVisible();
  },
};

/** Pending creators are accepted one by one or in bulk. */
export const PendingParticipants: Story = {
  parameters: pageAt({
    url: '/campaigns/campaign-1/participants/pending',
    network: [
      gqlData(ReviewKeyParticipantsMutation, { reviewKeyParticipants: [] }),
      gqlData(CodeManagerItemsQuery, codeItems),
      gqlData(CreatorListsQuery, creatorLists),
      gqlData(CompanyKeyCampaignQuery, companyCampaign()),
      gqlData(KeyParticipantsQuery, participants([participant('p1', 'pending', 'StreamerAnna'), participant('p2', 'waitlist', 'TinyTom')])),
    ],
  }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table'));
    await expect((await table.findAllByText('StreamerAnna'))[0]).toBeVisible();
    // Each creator with their audience authenticity: StreamerAnna clean, TinyTom flagged with the reasons.
    await expect(table.getAllByText('100 · Likely genuine')[0]).toBeVisible();
    await userEvent.click(table.getAllByText('Why')[0]!);
    await expect(table.getAllByRole('list', { name: 'Authenticity reasons for TinyTom' })[0]).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: 'Accept StreamerAnna' }));
    await expect(await within(document.body).findByText('One creator accepted.')).toBeInTheDocument();
  },
};

const activeNetwork = () => [
  gqlData(AddCreatorsToListMutation, { addCreatorsToList: { added: ['u-p1'], alreadyOnList: [], notFound: [] } }),
  gqlData(GrantVipAccessMutation, { grantVipAccess: { id: 'vip-1', creatorId: 'u-p1', waivesLocationAndLanguage: false } }),
  gqlData(CodeManagerItemsQuery, codeItems),
  gqlData(CreatorListsQuery, creatorLists),
  gqlData(CompanyKeyCampaignQuery, companyCampaign()),
  gqlData(
    KeyParticipantsQuery,
    participants([
      participant('p1', 'claimedKey', 'StreamerAnna'),
      { ...participant('p2', 'claimedKey', 'TinyTom'), vipAccess: { id: 'vip-2', waivesLocationAndLanguage: true } },
    ]),
  ),
];

/** Creators go to a creator list from the participants table. */
export const AddToList: Story = {
  parameters: pageAt({ url: '/campaigns/campaign-1/participants/active', network: activeNetwork }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table'));
    await userEvent.click(await table.findByRole('checkbox', { name: 'Select StreamerAnna' }));
    await userEvent.click(within(canvas.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Add to list' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Add to creator list' }));
    await userEvent.selectOptions(await dialog.findByLabelText('Creator list'), 'Nordic streamers (2)');
    await userEvent.click(dialog.getByRole('button', { name: 'Add one creator' }));
    await expect(await within(document.body).findByText('One creator added to Nordic streamers.')).toBeInTheDocument();
  },
};

/** The company reports a participant's creator from the table (spec 1: report a user from company views). */
export const ReportAParticipant: Story = {
  parameters: pageAt({
    url: '/campaigns/campaign-1/participants/active',
    network: () => [...reportNetwork(), ...activeNetwork()],
  }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table'));
    await reportUser(table, 'Report TinyTom');
    await expect(reported).toEqual([['u-p2']]);
  },
};

/** A key that does not redeem is marked bad after a confirmation; the creator gets the next one from stock. */
export const ReplaceABadKey: Story = {
  parameters: pageAt({
    url: '/campaigns/campaign-1/participants/active',
    network: () => {
      const { creator: _creator, vipAccess: _vip, ...replaced } = participant('p1', 'claimedKey', 'StreamerAnna');
      const replacedKeys = [{ key: '••••0001', replacement: '••••0002', markedBadAt: '2026-11-22T10:00:00.000Z' }];
      return [gqlData(ReplaceBadKeyMutation, { replaceBadKey: { ...replaced, replacedKeys } }), ...activeNetwork()];
    },
  }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table'));
    await userEvent.click(await table.findByRole('button', { name: 'Mark key bad and replace for StreamerAnna' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: "Replace StreamerAnna's Steam key?" }));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark bad and replace' }));
    await expect(
      await within(document.body).findByText('The key was marked bad and the creator has a new one from stock.'),
    ).toBeInTheDocument();
  },
};

/** VIP access per participant, with the waiver the company chose. */
export const VipAccess: Story = {
  parameters: pageAt({ url: '/campaigns/campaign-1/participants/active', network: activeNetwork }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table'));
    await expect(await table.findByRole('checkbox', { name: 'Also waive location and language for TinyTom' })).toBeChecked();
    await userEvent.click(table.getByRole('checkbox', { name: 'VIP access for StreamerAnna' }));
    await expect(
      await within(document.body).findByText('StreamerAnna has VIP access; location and language still apply.'),
    ).toBeInTheDocument();
  },
};

export const Results: Story = {
  parameters: pageAt({ url: '/campaigns/campaign-1/results' }),
  play: async ({ canvas }) => expect((await canvas.findAllByText('Keys claimed'))[0]).toBeVisible(),
};

/**
 * A creator joins the waitlist while the page is open: the confirmation reads the campaign again as it
 * opens, so it says how many wait now, not how many waited when the page loaded.
 */
export const ConvertCountsTheWaitlistNow: Story = {
  parameters: pageAt({
    network: () => {
      let reads = 0;
      return [
        gqlData(CodeManagerItemsQuery, codeItems),
        gqlData(CreatorListsQuery, creatorLists),
        gqlDataFor(CompanyKeyCampaignQuery, () => {
          reads += 1;
          const loaded = companyCampaign({ preLaunch: true });
          const waiting = reads === 1 ? [] : [{ state: 'waitlist' as const, count: 1 }];
          return { companyKeyCampaign: { ...loaded.companyKeyCampaign, participantCounts: waiting } };
        }),
      ];
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Convert to a Key campaign' }));
    const dialog = await within(document.body).findByRole('dialog', { name: /to a Key campaign\?$/ });
    await expect(await within(dialog).findByText(/The creator on the waitlist can be accepted\./)).toBeVisible();
  },
};

const widths = atEachWidth(PendingParticipants);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
