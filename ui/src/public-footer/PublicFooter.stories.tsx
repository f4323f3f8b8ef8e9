import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PublicFooter } from './PublicFooter.tsx';

const meta = {
  title: 'Navigation/Public footer',
  component: PublicFooter,
} satisfies Meta<typeof PublicFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The legal texts for both audiences and the way in, under every page with a header. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms-of-use');
    await expect(canvas.getByRole('link', { name: 'Company privacy policy' })).toHaveAttribute('href', '/company/privacy-policy');
    await expect(canvas.getByRole('link', { name: 'Join as a creator' })).toHaveAttribute('href', '/register/creator');
  },
};
