import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/Button.tsx';
import { StatusBadge } from '../status-badge/StatusBadge.tsx';
import { Card } from './Card.tsx';

const cover =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#242836"/></svg>',
  );

const meta = {
  title: 'Display/Card',
  component: Card,
  args: { title: 'Northern Lights: launch quest', children: <p>Stream 2 hours of the demo before 30 June.</p> },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Northern Lights: launch quest' })).toBeVisible();
  },
};

export const Linked: Story = {
  args: { href: '/campaigns/quests/42', eyebrow: <StatusBadge kind="campaign" status="active" />, media: <img src={cover} alt="" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Northern Lights: launch quest' })).toHaveAttribute('href', '/campaigns/quests/42');
    await expect(canvas.getByText('Live')).toBeVisible();
  },
};

const onJoin = fn();
/** Footer buttons work on a linked card: they sit above the stretched link. */
export const WithFooter: Story = {
  args: { ...Linked.args, footer: <Button onClick={onJoin}>Join</Button> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expect(onJoin).toHaveBeenCalled();
  },
};

export const LightTheme: Story = { args: WithFooter.args, globals: { theme: 'light' } };
