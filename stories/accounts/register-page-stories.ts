import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { TadaDocumentNode } from '../../apps/web/src/graphql.ts';
import { creatorValues, usernameTaken } from '../../ui/src/story-helpers/fixtures.ts';
import { clickButton, expectBusy, expectFieldError, fillFields } from '../../ui/src/story-helpers/form-play.ts';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';

/** The account's own fields (email, username, password) filled and the terms ticked. */
export async function fillAccountFields(context: StoryContext) {
  await fillFields(context, { Email: creatorValues.email, Username: creatorValues.username, Password: creatorValues.password });
  await context.userEvent.click(context.canvas.getByRole('checkbox'));
}

export interface RegisterPage<Data, Variables> {
  /** The page's heading before it is sent. */
  heading: string;
  /** Name of the button that sends the form. */
  submit: string;
  /** The fields sent empty: label -> message. */
  required: Record<string, string>;
  /** Fills every field and ticks the terms, the page's heading already found. */
  fill: (context: StoryContext) => Promise<void>;
  mutation: TadaDocumentNode<Data, Variables>;
  /** The server's answer to a registration that went through. */
  registered: Data;
  /** The email the confirmation names. */
  email: string;
}

/**
 * The four stories of a registration page (Empty, Filled, ServerError, Loading), built from one description
 * so the company and the creator pages do not repeat them. Export each: `export const Empty: Story = stories.Empty;`.
 */
export function registerPageStories<Data, Variables>(page: RegisterPage<Data, Variables>) {
  async function register(context: StoryContext) {
    await findPageHeading(context.canvas, page.heading);
    await page.fill(context);
    await clickButton(context, page.submit);
  }

  const Empty = {
    play: async (context: StoryContext) => {
      await findPageHeading(context.canvas, page.heading);
      await clickButton(context, page.submit);
      for (const [field, message] of Object.entries(page.required)) await expectFieldError(context.canvas, field, message);
    },
  };

  const Filled = {
    parameters: pageAt({ network: [gqlData(page.mutation, page.registered)] }),
    play: async (context: StoryContext) => {
      await register(context);
      await findPageHeading(context.canvas, 'Account created');
      await expect(context.canvas.getByText(page.email)).toBeVisible();
    },
  };

  const ServerError = {
    parameters: pageAt({ network: [gqlError(page.mutation, usernameTaken)] }),
    play: async (context: StoryContext) => {
      await register(context);
      await expectFieldError(context.canvas, 'Username', usernameTaken.message);
    },
  };

  const Loading = {
    parameters: pageAt({ network: [gqlPending(page.mutation)] }),
    play: async (context: StoryContext) => {
      await register(context);
      await expectBusy(context.canvas, page.submit);
    },
  };

  return { Empty, Filled, ServerError, Loading };
}
