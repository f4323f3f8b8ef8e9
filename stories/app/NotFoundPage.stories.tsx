import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { NotFoundPage } from '../../apps/web/src/shared/NotFoundPage.tsx';

const meta = { title: 'Pages/App/Not found', component: NotFoundPage, ...pageMeta({ url: '/no/such/page' }) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor is sent back to log in. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Page not found');
    await expect(canvas.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/login');
  },
};

/** Each role's start page is its own home. */
export const Creator: Story = {
  parameters: pageAt({ role: 'creator' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Page not found');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/creator/home'));
  },
};

export const CompanyOwner: Story = {
  parameters: pageAt({ role: 'companyOwner' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Page not found');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/home'));
  },
};

const widths = atEachWidth(SignedOut);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
