import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CONSENT_STORAGE_KEY, consentFor } from './consent-mode.ts';
import { CookieConsent } from './CookieConsent.tsx';
import { memoryStorage } from './memory-storage.ts';

const meta = {
  title: 'Feedback/Cookie consent',
  component: CookieConsent,
  parameters: { layout: 'fullscreen' },
  // A fresh store per story: the browser's own localStorage would leak a choice into the next story.
  args: { host: 'lurkit.com', onChoose: fn() },
  beforeEach: ({ args }) => {
    args.storage = memoryStorage();
  },
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

const stored = (storage: Storage | undefined) => JSON.parse(storage?.getItem(CONSENT_STORAGE_KEY) ?? 'null');

export const Unset: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region', { name: 'Cookies' });
    await expect(notice).toBeVisible();
    for (const name of ['Analytics', 'Functionality', 'Marketing', 'Security']) {
      await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    }
    // Only a choice closes it: no close icon.
    await expect(canvas.queryByRole('button', { name: /close|dismiss/i })).not.toBeInTheDocument();
  },
};

export const AllowSelection: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Marketing' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Allow selection' }));
    const expected = consentFor(['analytics', 'functionality', 'security']);
    await expect(stored(args.storage)).toEqual(expected);
    await expect(expected.ad_user_data).toBe('denied');
    await expect(args.onChoose).toHaveBeenCalledWith(expected);
    await expect(canvas.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
  },
};

export const DenyAll: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deny all' }));
    await expect(Object.values(stored(args.storage))).toEqual(Array(6).fill('denied'));
  },
};

export const AllowAll: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Analytics' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Allow all' }));
    await expect(Object.values(stored(args.storage))).toEqual(Array(6).fill('granted'));
  },
};

export const AlreadyChosen: Story = {
  beforeEach: ({ args }) => {
    args.storage = memoryStorage({ [CONSENT_STORAGE_KEY]: JSON.stringify(consentFor(['security'])) });
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
  },
};

export const CreatorSubdomain: Story = {
  args: { host: 'creator.lurkit.com' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
  },
};

export const LightTheme: Story = { ...Unset, globals: { theme: 'light' } };
