import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TopicLinks } from './TopicLinks.tsx';

const topic = (name: string, following: boolean) => ({ id: name.toLowerCase(), name, following });

const meta = {
  title: 'Creator topics/Topic links',
  component: TopicLinks,
  args: { topics: [topic('Action', false), topic('Horror', true), topic('RPG', true), topic('Strategy', false)] },
} satisfies Meta<typeof TopicLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const followed = within(canvas.getByRole('list', { name: 'Topics you follow' }));
    await expect(followed.getByRole('link', { name: 'RPG' })).toHaveAttribute('href', '/user/topics/rpg');
    await expect(followed.getAllByRole('link')).toHaveLength(2);
    await expect(within(canvas.getByRole('list', { name: 'More topics' })).getAllByRole('link')).toHaveLength(2);
  },
};

export const NoneFollowed: Story = {
  args: { topics: [topic('Action', false), topic('RPG', false)] },
  play: async ({ canvas }) => expect(canvas.getByText('No topics yet: follow the genres you play.')).toBeVisible(),
};
