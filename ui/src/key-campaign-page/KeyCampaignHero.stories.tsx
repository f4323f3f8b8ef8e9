import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { eligibleEverywhere, picture, STORY_NOW } from '../key-campaign-shared/key-campaign-fixtures.ts';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { KeyCampaignActionPanel } from './KeyCampaignActionPanel.tsx';
import { KeyCampaignHero } from './KeyCampaignHero.tsx';
import { MediaGallery } from './MediaGallery.tsx';

const media = [picture('#2b3a55'), picture('#553a2b'), picture('#1f4d4a')];

const meta = {
  title: 'Keys/Key campaign hero',
  component: KeyCampaignHero,
  subcomponents: { MediaGallery },
  args: {
    name: 'Frostbound: early access keys',
    status: 'active',
    gameName: 'Frostbound',
    description:
      'Survive a frozen archipelago with your crew.\n\nCraft, trade and sail between islands before the long night falls. Stream the first hours and tell your audience what you think.',
    headerImageUrl: media[0] ?? null,
    media,
    genres: ['Survival', 'Crafting'],
    platforms: ['Steam', 'Xbox Series X|S'],
    category: 'game',
    startDate: '2026-03-01T08:00:00.000Z',
    endDate: '2026-04-30T22:30:00.000Z',
    plannedRelease: '2026-05-14T07:00:00.000Z',
    company: { id: 'c-1', name: 'Northern Lights Games' },
  },
  parameters: { layout: 'fullscreen', ...viewportParameters },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof KeyCampaignHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dates are Stockholm's: the end, 22:30 UTC on 30 April, is 1 May in Sweden. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Frostbound: early access keys' })).toBeVisible();
    await expect(canvas.getByText('Live')).toBeVisible();
    await expect(canvas.getByText('Runs').nextElementSibling).toHaveTextContent('1 Mar 2026 to 1 May 2026');
    await expect(canvas.getByText('Planned release').nextElementSibling).toHaveTextContent('14 May 2026');
    await expect(canvas.getByRole('link', { name: 'Northern Lights Games' })).toHaveAttribute('href', '/company/c-1');
    await expect(canvas.getByText('Steam, Xbox Series X|S')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'About Frostbound' })).toBeVisible();
    await expect(canvas.getByText(/Craft, trade and sail/)).toBeVisible();
  },
};

export const Gallery: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('img', { name: 'Frostbound, picture 1 of 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show picture 3' }));
    await expect(canvas.getByRole('img', { name: 'Frostbound, picture 3 of 3' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show picture 3' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const UpcomingPreLaunch: Story = {
  args: { status: 'upcoming', preLaunch: true, media: [], headerImageUrl: null, description: '', plannedRelease: null, category: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Upcoming')).toBeVisible();
    await expect(canvas.getByText('Pre-launch')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByText('About Frostbound')).not.toBeInTheDocument();
  },
};

/** The page at 390 px: hero then panel, nothing wider than the phone. */
export const PagePhone: Story = {
  globals: atWidth('phone'),
  render: (args) => (
    <>
      <KeyCampaignHero {...args} />
      <KeyCampaignActionPanel
        participation={null}
        eligibility={eligibleEverywhere}
        now={STORY_NOW}
        onRequestKey={fn()}
        onClaimKey={fn()}
        onRevealKey={fn()}
        onSubmitContent={fn()}
      />
    </>
  ),
  play: () => expectNoSidewaysScroll(),
};

export const LightTheme: Story = { globals: { theme: 'light' } };
