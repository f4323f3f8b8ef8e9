import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { availabilityLevel } from './availability.ts';
import { AvailabilityBar } from './AvailabilityBar.tsx';

const meta = {
  title: 'Display/Availability bar',
  component: AvailabilityBar,
  args: { label: 'Steam keys', remaining: 60, total: 100, unit: 'keys' },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof AvailabilityBar>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const expectLevel = async (canvas: Canvas, level: string, colour: string, text: string) => {
  const meter = canvas.getByRole('meter', { name: 'Steam keys' });
  await expect(meter).toHaveAttribute('data-level', level);
  await expect(meter).toHaveAttribute('aria-valuetext', text);
  await expect(meter.firstElementChild).toHaveClass(`availability-bar__fill--${colour}`);
};

export const Balanced: Story = {
  play: ({ canvas }) => expectLevel(canvas, 'HIGH', 'green', '60 of 100 keys left (Balanced)'),
};

/** Exactly 10% left is still green. */
export const AtTenPercent: Story = {
  args: { remaining: 10 },
  play: ({ canvas }) => expectLevel(canvas, 'HIGH', 'green', '10 of 100 keys left (Balanced)'),
};

/** Just under 10% turns yellow. */
export const JustUnderTenPercent: Story = {
  args: { remaining: 99, total: 1000 },
  play: async ({ canvas }) => {
    await expectLevel(canvas, 'LOW', 'yellow', '99 of 1000 keys left (Low)');
    await expect(availabilityLevel(1, 10)).toBe('HIGH');
    await expect(availabilityLevel(9, 100)).toBe('LOW');
    await expect(availabilityLevel(0, 0)).toBe('OUT');
  },
};

export const Out: Story = {
  args: { remaining: 0 },
  play: ({ canvas }) => expectLevel(canvas, 'OUT', 'red', '0 of 100 keys left (Out)'),
};

export const AllLevelsLight: Story = {
  globals: { theme: 'light' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <AvailabilityBar {...args} />
      <AvailabilityBar {...args} label="Epic keys" remaining={5} />
      <AvailabilityBar {...args} label="GOG keys" remaining={0} />
    </div>
  ),
};
