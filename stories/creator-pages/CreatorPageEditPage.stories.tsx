import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MyCreatorPagesQuery, UpdateCreatorPageMutation } from '../../apps/web/src/creator-pages/operations/creator-pages.operations.ts';
import { clickButton, expectFieldError, fillFields } from '../../ui/src/story-helpers/form-play.ts';
import { gqlData, gqlError } from '../support/network.ts';
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
