import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TokenTable } from './TokenTable.tsx';

const meta = {
  title: 'Foundations/Tokens',
  component: TokenTable,
  args: {
    title: 'Colours',
    kind: 'colour',
    tokens: [
      '--color-bg',
      '--color-surface',
      '--color-text',
      '--color-text-muted',
      '--color-primary',
      '--color-danger',
      '--color-link',
      '--color-focus',
      '--color-fill-red',
      '--color-fill-yellow',
      '--color-fill-green',
      '--color-chart-1',
      '--color-chart-2',
      '--color-chart-3',
      '--color-chart-4',
    ],
  },
} satisfies Meta<typeof TokenTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: '--color-primary' })).toBeVisible();
  },
};

export const ColoursLight: Story = { globals: { theme: 'light' } };

export const Typography: Story = {
  args: {
    title: 'Typography',
    kind: 'font-size',
    tokens: ['--font-size-xs', '--font-size-sm', '--font-size-md', '--font-size-lg', '--font-size-xl', '--font-size-2xl'],
  },
  play: async ({ canvas }) => {
    // Fonts are bundled from @fontsource, so headings use Exo 2 and body text Poppins without a CDN.
    await expect(getComputedStyle(canvas.getByRole('heading', { name: 'Typography' })).fontFamily).toContain('Exo 2');
    await expect(getComputedStyle(document.body).fontFamily).toContain('Poppins');
  },
};

export const Spacing: Story = {
  args: {
    title: 'Spacing',
    kind: 'space',
    tokens: ['--space-1', '--space-2', '--space-3', '--space-4', '--space-6', '--space-8', '--space-12'],
  },
};

/** Toasts sit above modals, modals above content (spec section 9). */
export const Layers: Story = {
  args: { title: 'Layers', kind: 'value', tokens: ['--z-content', '--z-sticky', '--z-dropdown', '--z-modal', '--z-toast'] },
  play: async () => {
    const style = getComputedStyle(document.documentElement);
    const layer = (name: string) => Number(style.getPropertyValue(name));
    await expect(layer('--z-modal')).toBeGreaterThan(layer('--z-content'));
    await expect(layer('--z-toast')).toBeGreaterThan(layer('--z-modal'));
  },
};
