import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HeldKeyCampaignsQuery } from '../../apps/web/src/keys/operations/company-key-campaigns.operations.ts';
import { ReviewHeldActivationMutation } from '../../apps/web/src/publishing/operations/held-activations.operations.ts';
import { StaffHeldCampaignsPage } from '../../apps/web/src/keys/pages/StaffHeldCampaignsPage.tsx';
import { StaffHeldQueuePage } from '../../apps/web/src/publishing/pages/StaffHeldQueuePage.tsx';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { notStaffStory } from '../support/not-staff.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { aCampaign } from './key-fixtures.ts';

const held = (nodes: ReturnType<typeof aCampaign>[]) => ({
  heldKeyCampaigns: { edges: nodes.map((node) => ({ node })), pageInfo: { hasNextPage: false, endCursor: null } },
});

const meta = {
  title: 'Pages/Keys/Staff campaign review',
  component: StaffHeldCampaignsPage,
  // The one held queue every activation kind's staff page renders.
  subcomponents: { StaffHeldQueuePage },
  ...pageMeta({
    url: '/staff/campaigns',
    role: 'staff',
    network: [
      gqlData(
        HeldKeyCampaignsQuery,
        held([
          aCampaign({ status: 'waitingForReview', publishState: 'waitingForReview', company: { id: 'c9', name: 'Loud Parrot Agency' } }),
        ]),
      ),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory(HeldKeyCampaignsQuery);

export const NotStaff: Story = notStaffStory;

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(HeldKeyCampaignsQuery, held([]))] }),
  play: async ({ canvas }) => expect(await canvas.findByText('Nothing waits for review')).toBeVisible(),
};

/** Refusing needs a reason, shown at its field; approving puts the campaign live. */
export const Decide: Story = {
  parameters: pageAt({
    network: [
      gqlError(ReviewHeldActivationMutation, {
        code: 'PUBLISHING.REASON_REQUIRED',
        message: 'Tell the company why, so they can fix it.',
        field: 'reason',
      }),
      gqlData(
        HeldKeyCampaignsQuery,
        held([
          aCampaign({ status: 'waitingForReview', publishState: 'waitingForReview', company: { id: 'c9', name: 'Loud Parrot Agency' } }),
        ]),
      ),
    ],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Campaigns waiting for review');
    await expect(canvas.getByText(/Loud Parrot Agency/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refuse' }));
    await expect(await canvas.findByText('Tell the company why, so they can fix it.')).toBeVisible();
    await expect(within(document.body).queryByText(/Refused: the company/)).toBeNull();
  },
};

const widths = atEachWidth(Decide);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
