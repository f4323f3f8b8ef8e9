import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** A badge story: with these args the badge reads `label`, in the tone's colour when one is named. */
export function readsAs<const Args extends object>(label: string, tone?: 'success' | 'danger', args?: Args) {
  return {
    args,
    play: async ({ canvas }: StoryContext) => {
      const badge = canvas.getByText(label);
      await expect(badge).toBeVisible();
      if (tone) await expect(badge).toHaveClass(`status-badge--${tone}`);
    },
  };
}
