import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { RegisterPage } from '../../apps/web/src/accounts/pages/RegisterPage.tsx';

const meta = { title: 'Pages/Accounts/Register', component: RegisterPage, ...pageMeta({ url: '/register' }) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The choice between the two account types; no data of its own. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Sign up');
    await expect(canvas.getByRole('link', { name: /I am a creator/ })).toHaveAttribute('href', '/register/creator');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

const widths = atEachWidth(Default);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
