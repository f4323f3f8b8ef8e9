import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VipAccessNote } from './VipAccessNote.tsx';

const meta = {
  title: 'Creator lists/VIP access note',
  component: VipAccessNote,
  args: { vipAccess: { waivesLocationAndLanguage: false } },
} satisfies Meta<typeof VipAccessNote>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default grant: audience and membership waived, location and language still asked. */
export const LocationStillApplies: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have VIP access')).toBeInTheDocument();
    await expect(canvas.getByText(/Location and language still apply\./)).toBeInTheDocument();
  },
};

export const LocationWaived: Story = {
  args: { vipAccess: { waivesLocationAndLanguage: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Location and language are waived too\./)).toBeInTheDocument();
  },
};

/** No VIP access: nothing shown. */
export const None: Story = {
  args: { vipAccess: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
