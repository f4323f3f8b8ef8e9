import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { aBriefView, matchRows } from './matchmaking-fixtures.ts';
import { MatchmakingResults } from './MatchmakingResults.tsx';

const meta = {
  title: 'Matchmaking/Results',
  component: MatchmakingResults,
  args: {
    brief: aBriefView(),
    generatedAt: '2026-03-02T09:30:00.000Z',
    totalSuggestedOfferCents: 99_000,
    rows: matchRows(),
    onChangeSelection: fn(),
    onClearSelection: fn(),
    onInvite: fn(),
  },
  parameters: viewportParameters,
} satisfies Meta<typeof MatchmakingResults>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each row with its match score, suggested offer, predicted CCV and cost per hour; the summary adds them up. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /Berlin Builds/ });
    await expect(within(row).getByText('Good')).toBeVisible();
    await expect(within(row).getByText('$300.00')).toBeVisible();
    await expect(within(row).getByText('180')).toBeVisible();
    const summary = canvas.getByRole('complementary', { name: 'Summary' });
    await expect(within(summary).getByText('Spring Stream Quest (Quest)')).toBeVisible();
    await expect(within(summary).getByText('$990.00')).toBeVisible();
    await expect(within(summary).getByText('1 ($600.00)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invite selected (1)' })).toBeEnabled();
  },
};

/** A Key campaign pays in keys: its offers read "Keys", with no cash total and no cost per hour watched. */
export const KeyCampaign: Story = {
  args: {
    brief: { ...aBriefView(), activationType: 'KEY', activationName: 'Hollow Lantern keys' },
    totalSuggestedOfferCents: 0,
    rows: matchRows().map((r) => ({ ...r, suggestedOffer: { cents: 0 }, estimatedCostPerHour: { cents: 0 } })),
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /Berlin Builds/ });
    await expect(within(row).getByText('Keys')).toBeVisible();
    await expect(within(row).queryByText('$0.00')).not.toBeInTheDocument();
    const summary = canvas.getByRole('complementary', { name: 'Summary' });
    await expect(within(summary).getByText('Keys, no cash')).toBeVisible();
  },
};

/** Each creator's audience authenticity: a clean one as a badge, a flagged one opens onto its reasons. */
export const Authenticity: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(within(canvas.getByRole('row', { name: /Anna Frost/ })).getByText('100 · Likely genuine')).toBeVisible();
    const flagged = canvas.getByRole('row', { name: /Berlin Builds/ });
    await expect(within(flagged).getByText('35 · Doubtful')).toBeVisible();
    await userEvent.click(within(flagged).getByText('Why'));
    await expect(within(flagged).getByRole('list', { name: 'Authenticity reasons for Berlin Builds' })).toBeVisible();
    await expect(within(flagged).getByText(/Only 2.0% of viewers were in the chat/)).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /Cosy Carl/ })).getByText('Too little data')).toBeVisible();
  },
};

/** Ticking a row selects it; unticking unselects; select all picks every row not yet selected. */
export const ChangeSelection: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Berlin Builds' }));
    await expect(args.onChangeSelection).toHaveBeenLastCalledWith(['c-2'], []);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Anna Frost' }));
    await expect(args.onChangeSelection).toHaveBeenLastCalledWith([], ['c-1']);
    await userEvent.click(canvas.getByRole('button', { name: 'Select all' }));
    await expect(args.onChangeSelection).toHaveBeenLastCalledWith(['c-2', 'c-3'], []);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClearSelection).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Invite selected (1)' }));
    await expect(args.onInvite).toHaveBeenCalled();
  },
};

/** Nothing selected: nothing to clear or invite. */
/** The selected creators go to a creator list; with nothing selected the button waits. */
export const AddToList: Story = {
  args: { onAddToList: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add selected to list' }));
    await expect(args.onAddToList).toHaveBeenCalledWith(['c-1']);
  },
};

export const NothingSelected: Story = {
  args: { rows: matchRows().map((r) => ({ ...r, selected: false })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Clear selection' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Invite selected (0)' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Add selected to list' })).not.toBeInTheDocument();
  },
};

/** A failed update says so above the table (spec 8). */
export const UpdateFailed: Story = {
  args: { error: 'Unable to update selected rows. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to update selected rows.');
  },
};

/** No creator matched: the empty state says what to change. */
export const Empty: Story = {
  args: { rows: [], totalSuggestedOfferCents: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No creator matched this brief' })).toBeVisible();
  },
};

/** The filters left nobody: the empty state names the filter that did and offers each step that brings creators back. */
export const EmptyWithLooserFilters: Story = {
  args: {
    rows: [],
    totalSuggestedOfferCents: 0,
    brief: { ...aBriefView(), languages: ['en'], locations: ['SE', 'NO'] },
    looserFilters: [
      { filter: 'LOCATIONS', addsBack: 32 },
      { filter: 'LANGUAGES', addsBack: 1 },
    ],
    onLoosen: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(/Locations \(SE, NO\) left everyone out/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Allow any language (1 creator)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Allow any location (32 creators)' }));
    await expect(args.onLoosen).toHaveBeenCalledWith('LOCATIONS');
  },
};

/** At 390 px the table scrolls inside itself and the summary stacks below. */
export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };
