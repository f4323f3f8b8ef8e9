import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ApiScopesReference, curlExample } from './ApiScopesReference.tsx';

const endpoint = 'https://lurkit.example/api/gql';

const meta = {
  title: 'API tokens/API reference',
  component: ApiScopesReference,
  args: { endpoint, copyText: fn(async () => {}) },
} satisfies Meta<typeof ApiScopesReference>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reference: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('read:reporting')).toBeVisible();
    await expect(canvas.getByText('companyReport')).toBeVisible();
    await expect(canvas.getByText('addCodes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy example' }));
    await expect(args.copyText).toHaveBeenCalledWith(curlExample(endpoint));
    await expect(await canvas.findByText('Example copied.')).toBeVisible();
  },
};
