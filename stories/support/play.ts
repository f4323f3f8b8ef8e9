import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';

type Canvas = StoryContext['canvas'];

/** Waits for the page's main heading (h1): the app has fetched the session and routed to the page. */
export const findPageHeading = (canvas: Canvas, name: string | RegExp) => canvas.findByRole('heading', { level: 1, name });

/** The page shows its loading line while its data is on the way. */
export async function expectLoadingLine(canvas: Canvas) {
  await expect(await canvas.findByText('Loading…')).toHaveAttribute('aria-busy', 'true');
}

/** The page shows the server's message in an alert. */
export async function expectAlert(canvas: Canvas, message: string) {
  await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
}
