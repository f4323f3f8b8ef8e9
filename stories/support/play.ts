import type { StoryContext } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

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

/**
 * Leaving with unsaved edits is held: `leave` (a click on a link or tab) brings up the Save, Discard or
 * Cancel prompt, and Cancel keeps the page with its edits.
 */
export async function expectLeaveHeld(userEvent: StoryContext['userEvent'], leave: () => Promise<void>) {
  await leave();
  const prompt = within(await within(document.body).findByRole('dialog', { name: 'Unsaved changes' }));
  for (const name of ['Save', 'Discard']) await expect(prompt.getByRole('button', { name })).toBeVisible();
  await userEvent.click(prompt.getByRole('button', { name: 'Cancel' }));
}
