import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { expect, userEvent, within } from 'storybook/test';
import {
  ClaimMissionRewardsMutation,
  CreatorMissionQuery,
  MissionFeedQuery,
  SubmitMissionContentMutation,
} from '../../apps/web/src/missions/operations/creator-missions.operations.ts';
import { MissionPage } from '../../apps/web/src/missions/pages/MissionPage.tsx';
import { MyProfileQuery } from '../../apps/web/src/accounts/operations/profile.operations.ts';
import { savedProfile } from '../accounts/profile-fixtures.ts';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { aMission, aMissionRun, creatorMission, creatorRun, progressOf } from './mission-fixtures.ts';

const api = graphql.link('/api/gql');
const joined = creatorMission({ run: creatorRun(), progress: progressOf(30, 12, 0) });
const claimable = creatorMission({
  run: creatorRun({
    state: 'claimReward',
    creatorLabel: 'Claim reward',
    companyLabel: 'Claim reward',
    submittedAt: '2030-03-05T18:00:00.000Z',
    submission: [
      {
        kind: 'url',
        url: 'https://clips.example.com/best-catch',
        message: null,
        postId: null,
        postType: null,
        postTitle: null,
        criterionId: 'crit-custom',
      },
    ],
    review: { outcome: 'accepted', by: 'SYSTEM', at: '2030-03-05T18:00:00.000Z', message: null, criteriaMet: true, sharePercent: 100 },
  }),
  progress: progressOf(75, 31, 1),
});

/** The creator's streams and videos since joining, for the submit form's picker. */
const feed = [
  {
    id: 'post-1',
    type: 'STREAM',
    provider: 'twitch',
    title: 'Fjord Fishers winter update, first look',
    views: 340,
    durationSeconds: 5400,
    createdAt: '2030-03-03T18:00:00.000Z',
  },
  {
    id: 'post-2',
    type: 'VIDEO',
    provider: 'youtube',
    title: 'Best catches of the week',
    views: 1200,
    durationSeconds: 600,
    createdAt: '2030-03-04T12:00:00.000Z',
  },
];
const feedNetwork = gqlData(MissionFeedQuery, { missionFeed: feed });

const meta = {
  title: 'Pages/Missions/Mission for a creator',
  component: MissionPage,
  ...pageMeta({ url: '/missions/mission-1', role: 'creator', network: [gqlData(CreatorMissionQuery, { mission: joined }), feedNetwork] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not joined yet: the criteria and rewards, and Join mission; after joining, the run and its tracked link. */
export const Join: Story = {
  parameters: pageAt({
    network: () => {
      let hasJoined = false;
      return [
        api.mutation('JoinMission', () => {
          hasJoined = true;
          return HttpResponse.json({ data: { joinMission: aMissionRun() } });
        }),
        api.query('CreatorMission', () => HttpResponse.json({ data: { mission: hasJoined ? joined : creatorMission() } })),
      ];
    },
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Stream the winter update');
    await expect(canvas.getByText('Stream air time (minutes): 60')).toBeVisible();
    await expect(canvas.getByText('1 code(s) for Steam, Epic Games Store')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Join mission' }));
    await expect(await canvas.findByRole('heading', { name: 'Your run 1: Not finished' })).toBeVisible();
  },
};

/** An upcoming mission: Join says when it opens and waits until then. */
export const Upcoming: Story = {
  parameters: pageAt({
    network: [gqlData(CreatorMissionQuery, { mission: creatorMission({ mission: aMission({ status: 'upcoming' }) }) }), feedNetwork],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Stream the winter update');
    await expect(canvas.getByText(/^Opens .+ You can join from then\.$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Join mission' })).toBeDisabled();
  },
};

/** A run under way: the tracked link to share, progress against each criterion, the kit and the submit form. */
export const InProgress: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Stream the winter update');
    const links = within(await canvas.findByRole('list', { name: 'Your tracked links' }));
    await expect(links.getByLabelText('Share this link')).toHaveValue(`${window.location.origin}/api/go/mission/mrun-1/crit-clicks`);
    await expect(canvas.getByText('Stream air time (minutes): 60 — 30 of 60')).toBeVisible();
    await expect(canvas.getByText('Wishlist Fjord Fishers: 25 clicks — 12 of 25')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Claim mission kit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit content' })).toBeDisabled();
    // A member without VIP access reads no VIP note.
    await expect(canvas.queryByText('You have VIP access')).not.toBeInTheDocument();
  },
};

/** Submitting the custom content; the mission reviews automatically, so the rewards open at once. */
export const Submit: Story = {
  parameters: pageAt({
    network: [
      gqlData(SubmitMissionContentMutation, { submitMissionContent: claimable.run! }),
      gqlData(CreatorMissionQuery, { mission: joined }),
      feedNetwork,
    ],
  }),
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Submit content' }));
    await userEvent.type(form.getByLabelText('A clip of your best catch (URL)'), 'https://clips.example.com/best-catch');
    await userEvent.click(form.getByRole('button', { name: 'Submit content' }));
    await expect(
      await within(document.body).findByText('Content successfully submitted and approved: claim your rewards.'),
    ).toBeInTheDocument();
  },
};

/** Picking a stream from the feed: the form sends it as a feed item; a post refused by the server is marked at its box. */
export const SubmitFromFeed: Story = {
  parameters: pageAt({
    network: [
      gqlError(SubmitMissionContentMutation, {
        code: 'MISSION.INVALID_FIELD',
        message: 'Select one of your own streams or videos.',
        field: 'items.0.postId',
      }),
      gqlData(CreatorMissionQuery, { mission: joined }),
      feedNetwork,
    ],
  }),
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Submit content' }));
    const picker = within(form.getByRole('group', { name: 'Your streams and videos' }));
    const stream = await picker.findByLabelText(/Stream on twitch: Fjord Fishers winter update, first look/);
    await expect(form.getByRole('button', { name: 'Submit content' })).toBeDisabled();
    await userEvent.click(stream);
    await userEvent.click(form.getByRole('button', { name: 'Submit content' }));
    await expect(await picker.findByText('Select one of your own streams or videos.')).toBeVisible();
  },
};

/** Approved: claim each reward or skip it; the hoodie needs a shipping address, refused here at its field. */
export const ClaimRefusedAtField: Story = {
  parameters: pageAt({
    network: [
      gqlError(ClaimMissionRewardsMutation, {
        code: 'MISSION.INVALID_FIELD',
        message: 'City is required.',
        field: 'rewards.reward-hoodie.address.city',
      }),
      gqlData(CreatorMissionQuery, { mission: claimable }),
    ],
  }),
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Claim rewards' }));
    await userEvent.selectOptions(form.getByLabelText('Platform'), 'Epic Games Store');
    await userEvent.click(form.getByRole('button', { name: 'Claim rewards' }));
    await expect(await form.findByText('City is required.')).toBeVisible();
  },
};

const profileWithAddress = {
  ...savedProfile,
  address: {
    firstName: 'Anna',
    lastName: 'Streams',
    streetName: 'Drottninggatan',
    streetNumber: '12',
    zipCode: '111 51',
    city: 'Stockholm',
    province: null,
    country: 'SE',
    email: null,
  },
};

let addressSaved: unknown = null;

/** The profile's address fills the hoodie's shipping fields; a changed one can be saved back to the profile. */
export const ClaimWithProfileAddress: Story = {
  parameters: pageAt({
    network: [
      gqlData(CreatorMissionQuery, { mission: claimable }),
      gqlData(MyProfileQuery, { myProfile: profileWithAddress }),
      gqlData(ClaimMissionRewardsMutation, { claimMissionRewards: claimable.run! }),
      api.mutation('SaveAddress', ({ variables }) => {
        addressSaved = variables.input;
        return HttpResponse.json({ data: { saveAddress: profileWithAddress } });
      }),
    ],
  }),
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Claim rewards' }));
    await expect(await form.findByDisplayValue('Drottninggatan')).toBeVisible();
    await expect(form.getByLabelText('City')).toHaveValue('Stockholm');
    await userEvent.clear(form.getByLabelText('Street number'));
    await userEvent.type(form.getByLabelText('Street number'), '14');
    await userEvent.click(form.getByRole('checkbox', { name: 'Save this address to my profile' }));
    await userEvent.selectOptions(form.getByLabelText('Platform'), 'Epic Games Store');
    await userEvent.click(form.getByRole('button', { name: 'Claim rewards' }));
    await expect(await within(document.body).findByText('Address saved to your profile.')).toBeInTheDocument();
    await expect(addressSaved).toEqual({ ...profileWithAddress.address, streetNumber: '14' });
  },
};

/** Claimed: the codes received and the merchandise on its way. */
export const Completed: Story = {
  parameters: pageAt({
    network: [
      gqlData(CreatorMissionQuery, {
        mission: {
          ...claimable,
          kit: 'Beta key: NLG-BETA-2030 (Steam)',
          run: {
            ...claimable.run!,
            state: 'completed',
            creatorLabel: 'Completed',
            companyLabel: 'Completed',
            kitClaimedAt: '2030-03-02T11:00:00.000Z',
            rewardClaims: [
              { rewardId: 'reward-codes', outcome: 'claimed', platform: 'Steam', codes: ['AAAA-BBBB-CCCC'] },
              { rewardId: 'reward-hoodie', outcome: 'claimed', platform: null, codes: [] },
            ],
          },
        },
      }),
    ],
  }),
  play: async ({ canvas }) => {
    const rewards = within(await canvas.findByRole('list', { name: 'Your rewards' }));
    await expect(rewards.getByText('Codes: AAAA-BBBB-CCCC')).toBeVisible();
    await expect(rewards.getByText('Fjord Fishers hoodie: claimed')).toBeVisible();
    await expect(canvas.getByText('Beta key: NLG-BETA-2030 (Steam)')).toBeVisible();
  },
};

/** VIP access to the mission: the creator is told, and whether location and language are waived too. */
export const VipAccess: Story = {
  parameters: pageAt({
    network: [gqlData(CreatorMissionQuery, { mission: creatorMission({ vipAccess: { waivesLocationAndLanguage: true } }) })],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Stream the winter update');
    await expect(await canvas.findByText('You have VIP access')).toBeVisible();
    await expect(canvas.getByText(/Location and language are waived too\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Join mission' })).toBeVisible();
  },
};

/** VIP access keeping location and language: the note says they still apply. */
export const VipAccessKeepingLocation: Story = {
  parameters: pageAt({
    network: [gqlData(CreatorMissionQuery, { mission: creatorMission({ vipAccess: { waivesLocationAndLanguage: false } }) })],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Location and language still apply\./)).toBeVisible();
  },
};

/** A pro-rated mission says so before joining: a share of the code rewards for a share of the target. */
export const ProRatedBeforeJoining: Story = {
  parameters: pageAt({
    network: [gqlData(CreatorMissionQuery, { mission: creatorMission({ mission: aMission({ proRatedFromPercent: 50 }) }) })],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Stream the winter update');
    await expect(canvas.getByText(/Pro-rated: reaching at least 50% of the target pays that share of the code rewards/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Join mission' })).toBeVisible();
  },
};

/** Approved for 60% of the target: the claim offers 60% of the codes (rounded down) and no hoodie. */
export const ProRatedClaim: Story = {
  parameters: pageAt({
    network: [
      gqlData(CreatorMissionQuery, {
        mission: {
          ...claimable,
          mission: aMission({ proRatedFromPercent: 50 }),
          run: {
            ...claimable.run!,
            review: {
              outcome: 'accepted',
              by: 'COMPANY',
              at: '2030-03-06T10:00:00.000Z',
              message: null,
              criteriaMet: false,
              sharePercent: 60,
            },
            claimableRewards: [{ id: 'reward-codes', numberOfCodes: 3 }],
          },
        },
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You reached 60% of the target, so you earn 60% of the code rewards.')).toBeVisible();
    const form = within(await canvas.findByRole('form', { name: 'Claim rewards' }));
    await expect(form.getByRole('group', { name: '3 code(s)' })).toBeVisible();
    await expect(form.queryByRole('group', { name: 'Fjord Fishers hoodie' })).toBeNull();
  },
};

/** A creator outside the program is told missions are for members. */
export const MembersOnly: Story = {
  parameters: pageAt({
    network: [gqlError(CreatorMissionQuery, { code: 'MISSION.MEMBERS_ONLY', message: 'Missions are for members of the Creator Program.' })],
  }),
  play: async ({ canvas }) => expect(await canvas.findByText('Missions are for members')).toBeVisible(),
};

export const Loading: Story = loadingStory(CreatorMissionQuery);

const widths = atEachWidth(InProgress);
export const Phone = widths.phone;
export const Desktop = widths.desktop;
