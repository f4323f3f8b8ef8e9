import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MyCreatorPagesQuery, UpdateCreatorPageMutation } from '../../apps/web/src/creator-pages/operations/creator-pages.operations.ts';
import { clickButton, expectFieldError, fillFields } from '../../ui/src/story-helpers/form-play.ts';
import { gqlData, gqlDataFor, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { annasPages } from './creator-page-fixtures.ts';
import { CreatorPageEditPage } from '../../apps/web/src/creator-pages/pages/CreatorPageEditPage.tsx';

const meta = {
  title: 'Pages/Creator pages/Edit creator page',
  component: CreatorPageEditPage,
  ...pageMeta({ url: '/anna-streams/edit', role: 'creator', network: [gqlData(MyCreatorPagesQuery, { myCreatorPages: annasPages })] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Edit creator page');
    await expect(canvas.getByLabelText('Page name')).toHaveValue('anna-streams');
    await expect(canvas.getByLabelText('Link 1 address')).toHaveValue('https://discord.gg/anna');
  },
};

/** A reserved name (3000) shows at the name field. */
export const ReservedName: Story = {
  parameters: pageAt({
    network: [
      gqlError(UpdateCreatorPageMutation, { code: '3000', field: 'slug', message: 'This name is reserved. Choose another.' }),
      gqlData(MyCreatorPagesQuery, { myCreatorPages: annasPages }),
    ],
  }),
  play: async (context) => {
    await findPageHeading(context.canvas, 'Edit creator page');
    await fillFields(context, { 'Page name': 'shop' });
    await clickButton(context, 'Save page');
    await expectFieldError(context.canvas, 'Page name', 'This name is reserved. Choose another.');
  },
};

/** A changed name is not lost on the way to Deals: Cancel stays with it, Save saves it and goes on. */
export const LeaveWithUnsavedChanges: Story = {
  parameters: pageAt({
    network: () => {
      return [
        gqlDataFor(UpdateCreatorPageMutation, ({ input }) => ({ updateCreatorPage: { ...annasPages[0]!, slug: input.slug } })),
        gqlData(MyCreatorPagesQuery, { myCreatorPages: annasPages }),
      ];
    },
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Edit creator page');
    const name = canvas.getByLabelText('Page name');
    await userEvent.type(name, '-live');
    const body = within(document.body);
    const toDeals = () => userEvent.click(canvas.getAllByRole('link', { name: 'Deals' })[0] as HTMLElement);
    await toDeals();
    await userEvent.click(within(await body.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByLabelText('Page name')).toHaveValue('anna-streams-live');
    await toDeals();
    await userEvent.click(within(await body.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Edit creator page' })).toBeNull());
    await expect(body.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull();
  },
};

/** Someone else's page (or none) at this name: not found, never their form. */
export const NotYours: Story = {
  parameters: pageAt({ url: '/ninja/edit' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Page not found');
  },
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
