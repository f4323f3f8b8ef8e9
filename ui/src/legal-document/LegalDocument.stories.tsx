import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LegalDocument } from './LegalDocument.tsx';

const meta = {
  title: 'Display/Legal document',
  component: LegalDocument,
  args: {
    text: {
      title: 'Terms of use',
      audience: 'creators',
      updated: '25 November 2026',
      intro: 'The agreement between you and Lurkit.',
      sections: [
        { heading: 'Game keys', paragraphs: ['A key is personal: do not sell it.'] },
        { heading: 'Content rules', paragraphs: ['You must not:'], items: ['buy views;', 'break an embargo.'] },
      ],
    },
    related: [{ label: 'Privacy policy', href: '/privacy-policy' }],
  },
} satisfies Meta<typeof LegalDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Content rules' })).toHaveAttribute('href', '#section-2');
    await expect(canvas.getByRole('heading', { level: 2, name: '2. Content rules' })).toBeVisible();
    await expect(canvas.getByText('break an embargo.')).toBeVisible();
  },
};
