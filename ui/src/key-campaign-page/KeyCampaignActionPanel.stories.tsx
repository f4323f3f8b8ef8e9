import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { channelTooSmall, eligibleEverywhere, outsideLocation, STORY_NOW } from '../key-campaign-shared/key-campaign-fixtures.ts';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { KeyCampaignActionPanel } from './KeyCampaignActionPanel.tsx';
import { RequestKeySection } from './RequestKeySection.tsx';
import { RequirementGroups } from './RequirementGroups.tsx';
import { ClaimedKeySection } from './ClaimedKeySection.tsx';
import { ContentDue } from './ContentDue.tsx';
import { SubmittedContentSection } from './SubmittedContentSection.tsx';

const claim = { platform: 'Steam', claimedAt: '2026-03-19T10:00:00.000Z', contentDueAt: '2026-04-18T10:00:00.000Z' };

const meta = {
  title: 'Keys/Key campaign action panel',
  component: KeyCampaignActionPanel,
  subcomponents: { RequestKeySection, RequirementGroups, ClaimedKeySection, ContentDue, SubmittedContentSection },
  args: {
    participation: null,
    eligibility: eligibleEverywhere,
    now: STORY_NOW,
    onRequestKey: fn(),
    onClaimKey: fn(),
    onRevealKey: fn(),
    onSubmitContent: fn(),
    copyText: fn(async () => {}),
  },
  parameters: viewportParameters,
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof KeyCampaignActionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotRequested: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const requirements = within(canvas.getByRole('list', { name: 'Requirements' }));
    await expect(requirements.getAllByText('Passed')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Request a key' }));
    await expect(args.onRequestKey).toHaveBeenCalledOnce();
  },
};

export const Requesting: Story = {
  args: { requesting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Request a key' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Spec 5: location and language must be met; the button says why it cannot be pressed. */
export const LocationNotMet: Story = {
  args: { eligibility: outsideLocation },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not met')).toBeVisible();
    await expect(canvas.getByText('The campaign is open to creators in Europe; you are in Brazil.')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Request a key' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(expect.stringContaining('location and language requirements must be met'));
  },
};

/** VIP access is shown to the creator, with whether location and language are waived too. */
export const VipAccess: Story = {
  args: { eligibility: { ...eligibleEverywhere, vipAccess: { waivesLocationAndLanguage: false } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/the company lets you take part whatever your channel size/)).toBeVisible();
    await expect(canvas.getByText(/Location and language still apply\./)).toBeVisible();
  },
};

export const VipAccessWaivingLocation: Story = {
  args: { eligibility: { ...eligibleEverywhere, vipAccess: { waivesLocationAndLanguage: true } } },
  play: async ({ canvas }) => expect(canvas.getByText(/Location and language are waived too\./)).toBeVisible(),
};

/** Spec 4: falling short on channel size still lets the creator ask; they join the waitlist. */
export const ChannelTooSmall: Story = {
  args: { eligibility: channelTooSmall },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Twitch: 120 followers (at least 500 asked).')).toBeVisible();
    await expect(canvas.getByText(/your request joins the waitlist/i)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request a key' })).toBeEnabled();
  },
};

export const ClosedToRequests: Story = {
  args: { openForRequests: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Request a key' })).toHaveAccessibleDescription(
      'This campaign is not open for new requests.',
    );
  },
};

export const LoggedOut: Story = {
  args: { eligibility: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in as a creator' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const RequestFailed: Story = {
  args: { error: 'This Key campaign is not open for applications.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('not open for applications');
  },
};

export const Pending: Story = {
  args: { participation: { state: 'pending', appliedAt: '2026-03-18T16:05:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText(/You requested a key/)).toHaveTextContent('You requested a key on 18 Mar 2026, 17:05 CET.');
  },
};

export const Waitlist: Story = {
  args: { participation: { state: 'waitlist' }, eligibility: channelTooSmall },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You are on the waitlist/)).toHaveTextContent(
      'You are on the waitlist: you do not yet meet its channel size requirement. The company may still accept you.',
    );
  },
};

/** Converted from pre-launch with no channel-size requirement unmet: the true reason, not "channel size". */
export const WaitlistAfterLaunch: Story = {
  args: { participation: { state: 'waitlist' }, preLaunch: false, eligibility: eligibleEverywhere },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You are on the waitlist/)).toHaveTextContent(/you joined while this campaign was in pre-launch/);
    await expect(canvas.queryByText(/channel size/)).not.toBeInTheDocument();
  },
};

export const WaitlistPreLaunch: Story = {
  args: { participation: { state: 'waitlist' }, preLaunch: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/this campaign is in pre-launch/)).toBeVisible();
  },
};

export const WaitingForAccess: Story = {
  args: { participation: { state: 'waitingForAccess' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for access')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Gain creator access' })).toHaveAttribute('href', '/user/creator-access');
  },
};

export const Accepted: Story = {
  args: { participation: { state: 'accepted' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Claim a key' }));
    await expect(args.onClaimKey).toHaveBeenCalledOnce();
  },
};

export const AcceptedPreLaunch: Story = {
  args: { participation: { state: 'accepted' }, preLaunch: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keys open once the campaign launches.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Claim a key' })).toBeDisabled();
  },
};

export const Rejected: Story = {
  args: { participation: { state: 'rejected' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The company declined your request for this campaign.')).toBeVisible();
  },
};

/** Spec 9: 30 days from the claim, in Stockholm time (summer time by then), with the days left. */
export const ClaimedKey: Story = {
  args: { participation: { state: 'claimedKey', claim } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Key hidden')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal key' }));
    await expect(args.onRevealKey).toHaveBeenCalledOnce();
    await expect(canvas.getByText('19 Mar 2026, 11:00 CET')).toBeVisible();
    await expect(canvas.getByText(/Content due by/)).toHaveTextContent('Content due by 18 Apr 2026, 12:00 CEST · 29 days left');
    await expect(canvas.getByText(/lowers your completion rate/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit content' }));
    await expect(args.onSubmitContent).toHaveBeenCalledOnce();
  },
};

export const KeyRevealed: Story = {
  args: { ...ClaimedKey.args, revealedKey: 'A7K2Q-9XWPL-M3TZR' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await expect(args.copyText).toHaveBeenCalledWith('A7K2Q-9XWPL-M3TZR');
  },
};

export const ContentOverdue: Story = {
  args: {
    participation: {
      state: 'claimedKey',
      claim: { platform: 'Steam', claimedAt: '2026-02-15T10:00:00.000Z', contentDueAt: '2026-03-17T10:00:00.000Z' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Content due by/)).toHaveTextContent('17 Mar 2026, 11:00 CET · Overdue by 3 days');
    await expect(canvas.getByRole('status')).toHaveTextContent('Your content is overdue');
    await expect(canvas.getByRole('button', { name: 'Submit content' })).toBeEnabled();
  },
};

const submission = { url: 'https://www.twitch.tv/videos/2210987654', submittedAt: '2026-03-25T19:30:00.000Z', onTime: true };
export const SubmittedOnTime: Story = {
  args: { participation: { state: 'submittedContent', claim, submission }, coinsEarned: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Content submitted')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /twitch\.tv\/videos\/2210987654/ })).toHaveAttribute('href', submission.url);
    await expect(canvas.getByText('On time')).toBeVisible();
    await expect(canvas.getByText('You earned 100 Lurk coins.')).toBeVisible();
  },
};

export const SubmittedLate: Story = {
  args: { participation: { state: 'submittedContent', claim, submission: { ...submission, onTime: false } }, coinsEarned: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Late')).toBeVisible();
    await expect(canvas.getByText('Late content lowers your completion rate.')).toBeVisible();
    await expect(canvas.queryByText(/Lurk coins/)).not.toBeInTheDocument();
  },
};

/** The channel sync found the stream: the creator reads that it was found, not that they submitted it. */
export const FoundOnChannel: Story = {
  args: { participation: { state: 'submittedContent', claim, submission: { ...submission, foundOnChannel: true } }, coinsEarned: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^We found your content on your channel, posted/)).toHaveTextContent('25 Mar 2026, 20:30');
    await expect(canvas.queryByText(/^Your content was submitted/)).not.toBeInTheDocument();
    await expect(canvas.getByText('Nothing is left for you to submit.')).toBeVisible();
  },
};

export const Phone: Story = {
  args: { ...KeyRevealed.args, revealedKey: 'A7K2Q9XWPLM3TZRLONGCODEWITHOUTDASHES0123456789' },
  globals: atWidth('phone'),
  play: () => expectNoSidewaysScroll(),
};

export const LightTheme: Story = { args: LocationNotMet.args, globals: { theme: 'light' } };
