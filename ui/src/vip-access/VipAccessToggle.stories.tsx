import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { VipAccessToggle } from './VipAccessToggle.tsx';

const meta = {
  title: 'Creator lists/VIP access toggle',
  component: VipAccessToggle,
  args: { creatorName: 'Anna Streams', grant: null, onChange: fn() },
} satisfies Meta<typeof VipAccessToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off: turning it on grants VIP with location and language still required (the default). */
export const Off: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('checkbox', { name: /Also waive/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'VIP access for Anna Streams' }));
    await expect(args.onChange).toHaveBeenCalledWith({ waivesLocationAndLanguage: false });
  },
};

export const On: Story = {
  args: { grant: { waivesLocationAndLanguage: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Also waive location and language for Anna Streams' }));
    await expect(args.onChange).toHaveBeenCalledWith({ waivesLocationAndLanguage: true });
  },
};

export const Waived: Story = {
  args: { grant: { waivesLocationAndLanguage: true } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Also waive location and language for Anna Streams' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'VIP access for Anna Streams' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

export const Busy: Story = {
  args: { ...On.args, busy: true },
  play: async ({ canvas }) => expect(canvas.getByRole('checkbox', { name: 'VIP access for Anna Streams' })).toBeDisabled(),
};
