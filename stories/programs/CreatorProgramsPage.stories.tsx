import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CreatorProgramsQuery, MyProgramMembershipsQuery } from '../../apps/web/src/programs/operations/creator-programs.operations.ts';
import { CreatorProgramsPage } from '../../apps/web/src/programs/pages/CreatorProgramsPage.tsx';
import { gqlData, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLoadingLine, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { aMembership, aProgram, connection } from './program-fixtures.ts';

const other = aProgram({
  id: 'program-2',
  name: 'Fjord Friends',
  perks: [],
  company: { id: 'c-2', name: 'Fjord Studio' },
  description: 'A'.repeat(200),
});

const network = [
  gqlData(CreatorProgramsQuery, { creatorPrograms: connection([aProgram(), other]) }),
  gqlData(MyProgramMembershipsQuery, { myProgramMemberships: [aMembership()] }),
];

const meta = {
  title: 'Pages/Creator Programs/Program cards',
  component: CreatorProgramsPage,
  ...pageMeta({ url: '/creator-programs', role: 'creator', network }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cards with company, name, description (cut at 140 characters), perks and the membership button's label. */
export const Cards: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Creator Programs');
    const member = await canvas.findByRole('link', { name: /Northern Lights Creators/ });
    await expect(member).toHaveAttribute('href', '/creator-programs/program-1');
    await expect(await canvas.findByText('Visit program')).toBeVisible();
    await expect(canvas.getByText('Join program')).toBeVisible();
    await expect(canvas.getByText(`${'A'.repeat(140)}…`)).toBeVisible();
  },
};

export const MyMemberships: Story = {
  parameters: pageAt({ url: '/creator-programs/memberships' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'My memberships' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('link', { name: /Northern Lights Creators/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Fjord Friends/ })).toBeNull();
  },
};

/** An application the company left past its response deadline: the card says it ended and why. */
export const DeclinedForNoAnswer: Story = {
  parameters: pageAt({
    url: '/creator-programs/memberships',
    network: [
      gqlData(MyProgramMembershipsQuery, {
        myProgramMemberships: [
          aMembership({
            state: 'rejected',
            label: 'Rejected',
            decidedBy: 'SYSTEM',
            decisionReason: 'The company did not answer within 5 days.',
          }),
        ],
      }),
      gqlData(CreatorProgramsQuery, { creatorPrograms: connection([aProgram()]) }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Rejected: The company did not answer within 5 days.')).toBeVisible();
  },
};

/** Signed out: the discoverable programs, without the memberships tab. */
export const SignedOut: Story = {
  parameters: pageAt({ role: 'signedOut' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Fjord Friends/ })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'My memberships' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(CreatorProgramsQuery, { creatorPrograms: connection([]) }), ...network] }),
  play: async ({ canvas }) => expect(await canvas.findByText('No Creator Programs here yet')).toBeVisible(),
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(CreatorProgramsQuery), ...network] }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

const widths = atEachWidth(Cards);
export const Phone = widths.phone;
export const Desktop = widths.desktop;
