import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HeldMissionsQuery } from '../../apps/web/src/missions/operations/staff-missions.operations.ts';
import { ReviewHeldActivationMutation } from '../../apps/web/src/publishing/operations/held-activations.operations.ts';
import { StaffHeldMissionsPage } from '../../apps/web/src/missions/pages/StaffHeldMissionsPage.tsx';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { aMission } from './mission-fixtures.ts';

const held = {
  heldMissions: [
    {
      companyName: 'Loud Parrot Agency',
      heldSince: '2030-02-20T09:00:00.000Z',
      mission: aMission({ status: 'waitingForReview', published: false }),
    },
  ],
};

const meta = {
  title: 'Pages/Missions/Staff mission review',
  component: StaffHeldMissionsPage,
  ...pageMeta({ url: '/staff/missions', role: 'staff', network: [gqlData(HeldMissionsQuery, held)] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A company's first mission, with its company, dates, games and rewards, and the two decisions. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Missions waiting for review');
    const card = within(await canvas.findByRole('article', { name: 'Stream the winter update' }));
    await expect(card.getByText(/Loud Parrot Agency · Mission · waiting since/)).toBeVisible();
    await expect(card.getByText(/Games: Fjord Fishers · 2 rewards/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Approve' })).toBeVisible();
  },
};

export const Approve: Story = {
  parameters: pageAt({
    network: [gqlData(ReviewHeldActivationMutation, { reviewHeldActivation: { status: 'active' } }), gqlData(HeldMissionsQuery, held)],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve' }));
    await expect(await within(document.body).findByText('Approved: the mission is live and the company is reviewed.')).toBeInTheDocument();
  },
};

/** Refusing without a reason: the server asks for one at the reason field. */
export const RefuseNeedsReason: Story = {
  parameters: pageAt({
    network: [
      gqlError(ReviewHeldActivationMutation, {
        code: 'PUBLISHING.REASON_REQUIRED',
        message: 'Tell the company why, so they can fix it.',
        field: 'reason',
      }),
      gqlData(HeldMissionsQuery, held),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Refuse' }));
    await expect(await canvas.findByText('Tell the company why, so they can fix it.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(HeldMissionsQuery, { heldMissions: [] })] }),
  play: async ({ canvas }) => expect(await canvas.findByText('Nothing waits for review')).toBeVisible(),
};

export const Loading: Story = loadingStory(HeldMissionsQuery);

const widths = atEachWidth(Waiting);
export const Phone = widths.phone;
export const Desktop = widths.desktop;
