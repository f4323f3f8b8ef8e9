import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atWidth, expectNoSidewaysScroll, SHELL_VIEWPORTS } from '../../ui/src/story-helpers/shell-fixtures.tsx';

type Width = keyof typeof SHELL_VIEWPORTS;

/**
 * One story at the shell's three widths (phone, tablet, desktop). Each runs the story's own play,
 * then checks that the test browser really had that width and that nothing scrolls sideways.
 */
export function atEachWidth<S extends StoryObj>(story: S): Record<Width, S> {
  const at = (width: Width): S => ({
    ...story,
    globals: { ...story.globals, ...atWidth(width) },
    play: async (context) => {
      await story.play?.(context);
      await expect(window.innerWidth).toBe(Number.parseInt(SHELL_VIEWPORTS[width].styles.width, 10));
      await expectNoSidewaysScroll();
    },
  });
  return { phone: at('phone'), tablet: at('tablet'), desktop: at('desktop') };
}
