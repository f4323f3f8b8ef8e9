import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pageAt } from './page.tsx';
import { findPageHeading } from './play.ts';

/** A staff page's story: someone who is not staff opened the address; the route does not serve them, so they land on their own home. */
export const notStaffStory = {
  parameters: pageAt({ role: 'companyOwner' }),
  play: async ({ canvas }: StoryContext) => {
    await findPageHeading(canvas, 'Company home');
    await expect(document.title).toBe('Company home · Lurkit');
  },
};
