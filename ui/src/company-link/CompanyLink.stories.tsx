import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../card/Card.tsx';
import { CompanyLink } from './CompanyLink.tsx';

const company = { id: '3b7c0f6e-1d2a-4c5b-8e9f-0a1b2c3d4e5f', name: 'Northern Lights Games' };

const meta = {
  title: 'Inputs/Company link',
  component: CompanyLink,
  args: { company },
} satisfies Meta<typeof CompanyLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: company.name })).toHaveAttribute('href', `/company/${company.id}`);
  },
};

/** Inside a card whose title link covers the card, the company's name is still its own link and is what a click on it hits. */
export const InsideALinkedCard: Story = {
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Card title="Starfall keys" href="/campaigns/42">
        <p>
          Starfall by <CompanyLink {...args} />
        </p>
      </Card>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: company.name });
    const box = link.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toBe(link);
  },
};
