import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { clickButton, expectBusy, expectFieldError, fillFields } from '../../ui/src/story-helpers/form-play.ts';
import { signIn } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { atEachWidth } from '../support/viewports.ts';
import { LoginPage } from '../../apps/web/src/accounts/pages/LoginPage.tsx';

const meta = { title: 'Pages/Accounts/Login', component: LoginPage, ...pageMeta({ url: '/login' }) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const person = { Username: 'northernowner', Password: 'secret123' };

export const Empty: Story = {
  play: async (context) => {
    await context.canvas.findByRole('heading', { level: 1, name: 'Log in' });
    await clickButton(context, 'Log in');
    await expectFieldError(context.canvas, 'Username', 'Username is required.');
    await expectFieldError(context.canvas, 'Password', 'Password is required.');
  },
};

/** A company owner signs in and lands on the company home. */
export const Filled: Story = {
  parameters: pageAt({ network: signIn.succeedsAs('companyOwner') }),
  play: async (context) => {
    await context.canvas.findByRole('heading', { level: 1, name: 'Log in' });
    await fillFields(context, person);
    await clickButton(context, 'Log in');
    await expect(await context.canvas.findByRole('heading', { level: 1, name: 'Company home' })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: pageAt({ network: [signIn.fails('1202', 'Invalid username or password.')] }),
  play: async (context) => {
    await context.canvas.findByRole('heading', { level: 1, name: 'Log in' });
    await fillFields(context, person);
    await clickButton(context, 'Log in');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Invalid username or password.');
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [signIn.pending] }),
  play: async (context) => {
    await context.canvas.findByRole('heading', { level: 1, name: 'Log in' });
    await fillFields(context, person);
    await clickButton(context, 'Log in');
    await expectBusy(context.canvas, 'Log in');
  },
};

/** Back from a platform's consent page with Cancel: the page says the sign-in was cancelled. */
export const OAuthCancelled: Story = {
  parameters: pageAt({ url: '/login?error=OAUTH_CANCELLED' }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Log in' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You cancelled the sign-in on the platform');
    await expect(document.title).toBe('Sign in · Lurkit');
  },
};

/** A first visit shows the cookie notice above the form. */
export const FirstVisit: Story = {
  parameters: pageAt({ firstVisit: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Cookies' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  },
};

const widths = atEachWidth(Empty);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
