import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { QuestBadge } from '@lurkit/core/quests/domain/quest-badge.schema.ts';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { QuestBadges } from './QuestBadges.tsx';

const meta = {
  title: 'Quests/Badges',
  component: QuestBadges,
  args: { given: ['GREAT_PARTNER'] },
  parameters: viewportParameters,
} satisfies Meta<typeof QuestBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the creator sees on a completed deal: the badges the company gave, nothing to press. */
export const AsTheCreator: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Badges' })).toHaveTextContent('Great partner');
    await expect(canvas.queryByRole('group', { name: 'Give a badge' })).toBeNull();
  },
};

export const NoneYet: Story = {
  args: { given: [], emptyText: 'No badges on this deal.' },
  play: async ({ canvas }) => expect(canvas.getByText('No badges on this deal.')).toBeVisible(),
};

/** The company gives the badges not given yet; a given badge leaves the choices. */
export const AsTheCompany: Story = {
  args: { given: [], onGive: fn() },
  render: function Giving(args) {
    const [given, setGiven] = useState<QuestBadge[]>([...args.given]);
    return (
      <QuestBadges
        {...args}
        given={given}
        onGive={(badge) => {
          args.onGive?.(badge);
          setGiven((list) => [...list, badge]);
        }}
      />
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Give “Went above and beyond”' }));
    await expect(args.onGive).toHaveBeenCalledWith('WENT_ABOVE_AND_BEYOND');
    await expect(canvas.getByRole('list', { name: 'Badges' })).toHaveTextContent('Went above and beyond');
    await expect(canvas.queryByRole('button', { name: 'Give “Went above and beyond”' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Give “Superb content”' })).toBeEnabled();
  },
};

/** Every badge given: nothing left to give. */
export const AllGiven: Story = {
  args: { given: ['WENT_ABOVE_AND_BEYOND', 'GREAT_PARTNER', 'SUPERB_CONTENT'], onGive: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('group', { name: 'Give a badge' })).toBeNull();
  },
};

export const Busy: Story = {
  args: { given: [], onGive: fn(), busy: true },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Give “Great partner”' })).toBeDisabled(),
};

export const Phone: Story = { args: { given: [], onGive: fn() }, globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

export const LightTheme: Story = { globals: { theme: 'light' } };
