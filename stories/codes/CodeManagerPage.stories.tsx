import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AddCodesMutation, CodeManagerItemsQuery, ItemCodesQuery } from '../../apps/web/src/codes/operations/code-manager.operations.ts';
import { CodeManagerPage } from '../../apps/web/src/codes/pages/CodeManagerPage.tsx';
import { codeItems } from '../keys/key-fixtures.ts';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectAlert, expectLoadingLine, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';

const codes = {
  itemCodes: {
    edges: [
      {
        node: {
          id: 'code-1',
          masked: '••••••••••1234',
          platform: 'Steam',
          status: 'claimed' as const,
          addedAt: '2026-10-01T08:00:00.000Z',
          claimedAt: '2026-11-02T10:00:00.000Z',
          distributedBy: 'campaign-1',
          distributor: { id: 'campaign-1', name: 'Moonlight keys' },
          addedBy: { id: 'u1', name: 'DemoOwner' },
          claimedBy: { id: 'c1', name: 'DemoCreator' },
        },
      },
    ],
    pageInfo: { hasNextPage: false, endCursor: null },
  },
};

const base = pageMeta({
  url: '/company/code-manager',
  role: 'companyOwner',
  network: [gqlData(CodeManagerItemsQuery, codeItems), gqlData(ItemCodesQuery, codes)],
});

const meta = {
  title: 'Pages/Codes/Code Manager',
  component: CodeManagerPage,
  ...base,
  // The onboarding modal has its own story below; here it was seen already.
  beforeEach: async (context) => {
    window.localStorage.setItem('LURKIT_CODE_MANAGER_ONBOARDED', '1');
    await base.beforeEach(context);
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(CodeManagerItemsQuery)] }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

export const Failed: Story = {
  parameters: pageAt({ network: [gqlError(CodeManagerItemsQuery, { code: 'FORBIDDEN', message: 'You are not allowed to do this.' })] }),
  play: async ({ canvas }) => expectAlert(canvas, 'You are not allowed to do this.'),
};

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(CodeManagerItemsQuery, { codeManagerItems: [] })] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Code Manager');
    await expect(await canvas.findByText('No games or items yet')).toBeVisible();
    await expect(canvas.getByLabelText('Item name')).toBeVisible();
  },
};

/** Items with their balance: Steam in stock, GOG out with a creator asking, a manual DLC to allocate. */
export const GamesAndItems: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Code Manager');
    await expect(await canvas.findByText('1 creator asks for more')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Allocate 49 unavailable' })).toBeVisible();
  },
};

/** The Codes tab: masked codes with who added and claimed them, and a paste answered with a duplicate report. */
export const Codes: Story = {
  parameters: pageAt({
    url: '/company/code-manager/codes?item=item-1',
    network: [
      gqlData(AddCodesMutation, {
        addCodes: {
          added: 2,
          duplicatesInPaste: 1,
          alreadyExisting: 0,
          firstDuplicates: [{ line: 3, masked: '••••A-2' }],
          fulfilledRequests: 0,
          available: 102,
          unavailable: 0,
        },
      }),
      gqlData(CodeManagerItemsQuery, codeItems),
      gqlData(ItemCodesQuery, codes),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('••••••••••1234')).toBeVisible();
    await expect(canvas.getByText('DemoCreator')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Platform or store'), 'Steam');
    await userEvent.type(canvas.getByLabelText('Codes, one per line'), 'A-1{enter}A-2{enter}A-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add codes' }));
    await expect(await canvas.findByText('2 codes added')).toBeVisible();
    await expect(canvas.getByText(/1 line repeated a code/)).toBeVisible();
    await expect(await within(document.body).findByText('2 codes added.')).toBeInTheDocument();
  },
};

/** The first visit: the onboarding modal explains the Code Manager once. */
export const FirstVisit: Story = {
  beforeEach: () => window.localStorage.removeItem('LURKIT_CODE_MANAGER_ONBOARDED'),
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Welcome to the Code Manager' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Got it' }));
    await expect(window.localStorage.getItem('LURKIT_CODE_MANAGER_ONBOARDED')).toBe('1');
  },
};

const widths = atEachWidth(GamesAndItems);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
