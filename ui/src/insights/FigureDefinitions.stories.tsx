import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FIGURE_DEFINITIONS } from './figure-definitions.ts';
import { FigureDefinitions } from './FigureDefinitions.tsx';

const meta = {
  title: 'Insights/Figure definitions',
  component: FigureDefinitions,
} satisfies Meta<typeof FigureDefinitions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Folded by default; opened, every figure's definition is there in the words the pages use. */
export const Opened: Story = {
  play: async ({ canvas, userEvent }) => {
    const summary = canvas.getByText('What these figures mean');
    await expect(canvas.getByText(FIGURE_DEFINITIONS[0]!.definition)).not.toBeVisible();
    await userEvent.click(summary);
    for (const { term, definition } of FIGURE_DEFINITIONS) {
      await expect(canvas.getByText(term)).toBeVisible();
      await expect(canvas.getByText(definition)).toBeVisible();
    }
  },
};
