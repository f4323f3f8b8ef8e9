import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CreatorListsQuery, GrantVipAccessMutation } from '../../apps/web/src/creator-lists/operations/creator-lists.operations.ts';
import {
  CreatorInvitationsQuery,
  InviteCreatorsMutation,
  ResendCreatorInvitationMutation,
} from '../../apps/web/src/invitations/operations/creator-invitations.operations.ts';
import { creatorLists } from '../creator-lists/creator-list-fixtures.ts';
import { gqlData } from '../support/network.ts';
import { pageAt } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { sentInvitations } from './invitation-fixtures.ts';

type Canvas = ReturnType<typeof within>;

/** The Invite creators panel's answers, the same on every activation's page. */
export const invitePanelNetwork = (sent = sentInvitations) => [
  gqlData(CreatorInvitationsQuery, { creatorInvitations: sent }),
  gqlData(CreatorListsQuery, creatorLists),
  gqlData(InviteCreatorsMutation, {
    inviteCreators: {
      invited: 1,
      lines: [
        { line: 1, target: 'frida@example.com', outcome: 'INVITED' },
        { line: 2, target: 'anna@example.com', outcome: 'ALREADY_INVITED' },
      ],
    },
  }),
  gqlData(ResendCreatorInvitationMutation, { resendCreatorInvitation: { id: 'inv-2', status: 'PENDING', sentCount: 2 } }),
  gqlData(GrantVipAccessMutation, { grantVipAccess: { id: 'vip-1', creatorId: 'u-3', waivesLocationAndLanguage: false } }),
];

/**
 * VIP access goes with an invitation: Cleo's waives location and language, an email invite
 * with no creator yet has no toggle, and granting Björn's says location and language still apply.
 */
export async function grantVipWithInvitation(canvas: Canvas) {
  const table = await canvas.findByRole('table', { name: 'Invitations sent' });
  await expect(await within(table).findByRole('checkbox', { name: 'Also waive location and language for Cleo Casts' })).toBeChecked();
  await expect(
    within(within(table).getByRole('row', { name: /erik@example.com/ })).queryByRole('checkbox', { name: /VIP access/ }),
  ).toBeNull();
  await userEvent.click(within(table).getByRole('checkbox', { name: 'VIP access for Björn Plays' }));
  await expect(
    await within(document.body).findByText('Björn Plays has VIP access; location and language still apply.'),
  ).toBeInTheDocument();
}

/** Every answer shows (a user id invite by the creator's name), and an expired email invite goes again. */
export async function expectInvitationsInEveryState(canvas: Canvas) {
  const table = await canvas.findByRole('table', { name: 'Invitations sent' });
  await expect(await within(table).findByRole('row', { name: /anna@example.com/ })).toHaveTextContent('Accepted');
  await expect(within(table).getByRole('row', { name: /Cleo Casts/ })).toHaveTextContent('Pending');
  await expect(within(table).getByRole('row', { name: /erik@example.com/ })).toHaveTextContent('Pending');
  await expect(within(table).getByRole('row', { name: /dana@example.com/ })).toHaveTextContent('Expired');
  await expect(within(table).getByRole('row', { name: /Björn Plays/ })).toHaveTextContent('Rejected');
  await userEvent.click(within(table).getByRole('button', { name: 'Send again to dana@example.com' }));
  await expect(await within(document.body).findByText('Invitation sent again to dana@example.com.')).toBeInTheDocument();
}

/** Emails one per line: the report counts what went out and what was invited before. */
export async function inviteByEmail(canvas: Canvas) {
  await userEvent.type(await canvas.findByLabelText('Email addresses'), 'frida@example.com{enter}anna@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Send invitations' }));
  await expect(await within(document.body).findByText('1 invitations sent.')).toBeInTheDocument();
  await expect(await canvas.findByText('1 sent · 1 already invited · 0 invalid')).toBeVisible();
}

/** The Invite creators tab is the open one and shows the Invitations sent table (its /invited-creators address too). */
export async function expectInviteCreatorsTab(canvas: Canvas) {
  await expect(await canvas.findByRole('tab', { name: 'Invite creators' })).toHaveAttribute('aria-selected', 'true');
  await expect(await canvas.findByRole('table', { name: 'Invitations sent' })).toBeVisible();
}

/**
 * The Invite creators tab's stories on an activation's page titled `heading`, the tab at `url`:
 * the invitations in every state (after `alsoSent`'s checks), /invited-creators, VIP access with an
 * invitation and inviting by email. Export each under its name.
 */
export function invitePanelStories(heading: string, url: string, alsoSent?: (canvas: Canvas) => unknown) {
  return {
    InvitationsSent: {
      play: async ({ canvas }: StoryContext) => {
        await findPageHeading(canvas, heading);
        await expect(canvas.getByRole('tab', { name: 'Invite creators' })).toHaveAttribute('aria-selected', 'true');
        await alsoSent?.(canvas);
        await expectInvitationsInEveryState(canvas);
      },
    },
    InvitedCreators: {
      parameters: pageAt({ url: `${url}/invited-creators` }),
      play: async ({ canvas }: StoryContext) => expectInviteCreatorsTab(canvas),
    },
    VipWithInvitation: { play: async ({ canvas }: StoryContext) => grantVipWithInvitation(canvas) },
    InviteByEmail: { play: async ({ canvas }: StoryContext) => inviteByEmail(canvas) },
  };
}
