import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  PlatformVipsQuery,
  RevokePlatformVipMutation,
  SetPlatformVipMutation,
} from '../../apps/web/src/creator-lists/operations/platform-vip.operations.ts';
import { CreatorsByNameQuery } from '../../apps/web/src/accounts/operations/creator-names.operations.ts';
import { StaffVipPage } from '../../apps/web/src/creator-lists/pages/StaffVipPage.tsx';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';

const ANNA = '3f2a9c1e-5b7d-4e8a-9c0f-1a2b3c4d5e6f';
const BO = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
const vips = {
  platformVips: [{ creatorId: ANNA, creatorName: 'Anna Plays', waivesLocationAndLanguage: false, grantedAt: '2026-11-25T09:30:00.000Z' }],
};

const meta = {
  title: 'Pages/Staff/Platform VIP',
  component: StaffVipPage,
  ...pageMeta({
    url: '/staff/vip',
    role: 'staff',
    network: [
      gqlData(PlatformVipsQuery, vips),
      gqlData(SetPlatformVipMutation, {
        setPlatformVip: { creatorId: BO, creatorName: 'Bo Builds', waivesLocationAndLanguage: true, grantedAt: '2026-11-26T08:00:00.000Z' },
      }),
      gqlData(CreatorsByNameQuery, { creatorsByName: [{ id: BO, username: 'bobuilds', displayName: 'Bo Builds' }] }),
      gqlData(RevokePlatformVipMutation, { revokePlatformVip: true }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Picks the creator by name, as staff do: never by typing an id. */
async function pickBo({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  await userEvent.type(await canvas.findByLabelText('Creator'), 'bo');
  await userEvent.click(await canvas.findByRole('button', { name: 'Bo Builds (@bobuilds)' }));
}

/** Staff find a creator by name and give platform VIP with location and language waived too. */
export const GiveVip: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, 'Platform VIP');
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'VIP access for Anna Plays' })).toBeChecked());
    await pickBo({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Also waive location and language' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Give platform VIP' }));
    await expect(
      await within(document.body).findByText('Bo Builds has platform VIP; location and language are waived too.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Remove Bo Builds' })).toBeNull());
  },
};

/** Taking it back from the list. */
export const TakeBack: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'VIP access for Anna Plays' }));
    await expect(await within(document.body).findByText('Platform VIP taken back from Anna Plays.')).toBeInTheDocument();
  },
};

/** The picked person is no longer a creator: the error sits at the field. */
export const NotACreator: Story = {
  parameters: pageAt({
    network: [
      gqlData(PlatformVipsQuery, vips),
      gqlData(CreatorsByNameQuery, { creatorsByName: [{ id: BO, username: 'bobuilds', displayName: 'Bo Builds' }] }),
      gqlError(SetPlatformVipMutation, {
        code: 'VIP_ACCESS.CREATOR_NOT_FOUND',
        message: 'There is no creator with this id.',
        field: 'creatorId',
      }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await pickBo({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Give platform VIP' }));
    await expect(await canvas.findByText('There is no creator with this id.')).toBeVisible();
    await expect(canvas.getByLabelText('Creator')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(PlatformVipsQuery, { platformVips: [] })] }),
  play: async ({ canvas }) => expect(await canvas.findByText('No creator has platform VIP')).toBeVisible(),
};

export const Loading: Story = loadingStory(PlatformVipsQuery);

const widths = atEachWidth(GiveVip);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
