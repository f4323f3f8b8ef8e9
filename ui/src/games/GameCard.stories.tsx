import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GameCard } from './GameCard.tsx';

const COVER =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="264" height="352"><rect width="264" height="352" fill="#345"/></svg>');

const meta = {
  title: 'Public/Game card',
  component: GameCard,
  args: {
    name: 'Lantern Coast',
    href: '/games/1',
    coverUrl: COVER,
    releaseDate: '2026-05-29T10:00:00Z',
    platformFamilies: ['Pc', 'Playstation'],
    genres: ['Adventure', 'Indie', 'Puzzle'],
  },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
} satisfies Meta<typeof GameCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Released: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Lantern Coast' })).toHaveAttribute('href', '/games/1');
    await expect(canvas.getByText('Released 29 May 2026')).toBeVisible();
    await expect(canvas.getByText('Pc, Playstation')).toBeVisible();
    await expect(canvas.getByText('Adventure · Indie')).toBeVisible();
  },
};

export const Upcoming: Story = {
  args: { upcoming: true, releaseDate: '2026-12-01T10:00:00Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Releases 1 Dec 2026')).toBeVisible();
  },
};

export const NoDateNoCover: Story = {
  args: { releaseDate: null, coverUrl: null, sandbox: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Release date not announced')).toBeVisible();
    await expect(canvas.getByText('Adventure · Indie · Sandbox')).toBeVisible();
  },
};
