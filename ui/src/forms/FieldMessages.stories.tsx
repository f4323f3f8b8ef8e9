import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FieldMessages } from './FieldMessages.tsx';

const meta = {
  title: 'Forms/Field messages',
  component: FieldMessages,
  args: { hint: 'Shown on your public page.', hintId: 'name-hint' },
} satisfies Meta<typeof FieldMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#name-hint')).toHaveTextContent('Shown on your public page.');
  },
};

/** The error comes first, under its own id for aria-describedby. */
export const WithError: Story = {
  args: { error: 'Enter a name.', errorId: 'name-error' },
  play: async ({ canvasElement }) => {
    const [first] = canvasElement.querySelectorAll('p');
    await expect(first).toHaveAttribute('id', 'name-error');
    await expect(first).toHaveTextContent('Enter a name.');
  },
};
