import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import {
  AddCodesMutation,
  AllocateCodesMutation,
  CodeManagerItemsQuery,
  DeleteCodeManagerItemMutation,
  DeleteCodeMutation,
  ItemCodesQuery,
  TraceLeakedKeyMutation,
} from '../../apps/web/src/codes/operations/code-manager.operations.ts';
import { onboardingSeenKey } from '../../apps/web/src/codes/pages/CodeManagerOnboarding.tsx';
import { expectFieldError } from '../../ui/src/story-helpers/form-play.ts';
import { CodeManagerPage } from '../../apps/web/src/codes/pages/CodeManagerPage.tsx';
import { codeItems } from '../keys/key-fixtures.ts';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLeaveHeld, findPageHeading } from '../support/play.ts';
import { loadingStory, refusedStory } from '../support/states.ts';
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
    window.localStorage.setItem(onboardingSeenKey('u-owner'), '1');
    await base.beforeEach(context);
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory(CodeManagerItemsQuery);

export const Failed: Story = refusedStory(CodeManagerItemsQuery, { code: 'FORBIDDEN', message: 'You are not allowed to do this.' });

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(CodeManagerItemsQuery, { codeManagerItems: [] })] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Code Manager');
    await expect(await canvas.findByText('No games or items yet')).toBeVisible();
    await expect(canvas.getByLabelText('Item name')).toBeVisible();
  },
};

/** An item typed but not added holds the move to the Codes tab until Save, Discard or Cancel. */
export const AddItemLeaveHeld: Story = {
  parameters: pageAt({ network: [gqlData(CodeManagerItemsQuery, { codeManagerItems: [] })] }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Item name'), 'Moonlight');
    await expectLeaveHeld(userEvent, () => userEvent.click(canvas.getByRole('tab', { name: 'Codes' })));
    await expect(canvas.getByLabelText('Item name')).toHaveValue('Moonlight');
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
    await userEvent.selectOptions(canvas.getByLabelText('Platform or store'), 'Steam');
    await userEvent.type(canvas.getByLabelText('Codes, one per line'), 'A-1{enter}A-2{enter}A-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add codes' }));
    await expect(await canvas.findByText('2 codes added')).toBeVisible();
    await expect(canvas.getByText(/1 line repeated a code/)).toBeVisible();
    await expect(await within(document.body).findByText('2 codes added.')).toBeInTheDocument();
  },
};

/** The first visit: the onboarding modal explains the Code Manager once. */
export const FirstVisit: Story = {
  beforeEach: () => window.localStorage.removeItem(onboardingSeenKey('u-owner')),
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Welcome to the Code Manager' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Got it' }));
    await expect(window.localStorage.getItem(onboardingSeenKey('u-owner'))).toBe('1');
  },
};

/** Dismissal is remembered per user: a colleague on the same browser still gets the introduction. */
export const FirstVisitOfAColleague: Story = {
  parameters: pageAt({ role: 'companyMember' }),
  beforeEach: () => window.localStorage.removeItem(onboardingSeenKey('u-member')),
  play: async () => {
    await expect(await within(document.body).findByRole('dialog', { name: 'Welcome to the Code Manager' })).toBeVisible();
  },
};

/** Manual allocation: a count of the platform's unavailable codes, in a modal, then a toast. */
export const Allocate: Story = {
  parameters: pageAt({
    network: [
      gqlData(AllocateCodesMutation, { allocateCodes: { platform: 'Steam', available: 10, unavailable: 39 } }),
      gqlData(CodeManagerItemsQuery, codeItems),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Allocate 49 unavailable' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Allocate Steam codes' }));
    const count = dialog.getByLabelText('Codes to allocate');
    await userEvent.clear(count);
    await userEvent.type(count, '10');
    await userEvent.click(dialog.getByRole('button', { name: 'Allocate' }));
    await expect(await within(document.body).findByText('10 Steam codes are now available to creators.')).toBeInTheDocument();
  },
};

/** Someone allocated some meanwhile: the refusal sits at the count, in the modal. */
export const AllocateRefused: Story = {
  parameters: pageAt({
    network: [
      gqlError(AllocateCodesMutation, {
        code: 'CODES.NOT_ENOUGH_UNAVAILABLE',
        message: 'Only 3 unavailable codes can be allocated on this platform.',
        field: 'count',
      }),
      gqlData(CodeManagerItemsQuery, codeItems),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Allocate 49 unavailable' }));
    const body = within(document.body);
    await userEvent.click(
      within(await body.findByRole('dialog', { name: 'Allocate Steam codes' })).getByRole('button', { name: 'Allocate' }),
    );
    await expectFieldError(body, 'Codes to allocate', 'Only 3 unavailable codes can be allocated on this platform.');
  },
};

/** Leaked-key tracing: the pasted key answers item, platform, claimant, campaign and every event. */
export const TraceLeakedKey: Story = {
  parameters: pageAt({
    url: '/company/code-manager/codes?item=item-1',
    network: [
      gqlData(TraceLeakedKeyMutation, {
        traceLeakedKey: {
          itemId: 'item-1',
          itemName: 'Moonlight Drifters',
          code: {
            ...codes.itemCodes.edges[0]!.node,
            claimedBy: { id: 'c9', name: 'ResellerRick' },
          },
          events: [
            { type: 'added', at: '2026-10-01T08:00:00.000Z', by: { name: 'DemoOwner' } },
            { type: 'claimed', at: '2026-11-02T10:00:00.000Z', by: { name: 'ResellerRick' } },
            { type: 'traced', at: '2026-11-20T10:00:00.000Z', by: { name: 'Olivia' } },
          ],
        },
      }),
      gqlData(CodeManagerItemsQuery, codeItems),
      gqlData(ItemCodesQuery, codes),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Key seen on a reseller site'), 'ABCD-EFGH-1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Trace key' }));
    await expect(await canvas.findByText(/Claimed .* by ResellerRick/)).toBeVisible();
    await expect(canvas.getAllByText('Moonlight keys')[0]).toBeVisible();
  },
};

/** A key that is not the company's own: the message sits at the key field. */
export const TraceNotFound: Story = {
  parameters: pageAt({
    url: '/company/code-manager/codes?item=item-1',
    network: [
      gqlError(TraceLeakedKeyMutation, {
        code: 'CODES.CODE_NOT_FOUND',
        message: 'No code of yours matches. Check for spaces or a missing character.',
        field: 'value',
      }),
      gqlData(CodeManagerItemsQuery, codeItems),
      gqlData(ItemCodesQuery, codes),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Key seen on a reseller site'), 'NOT-OURS');
    await userEvent.click(canvas.getByRole('button', { name: 'Trace key' }));
    await expectFieldError(canvas, 'Key seen on a reseller site', 'No code of yours matches.');
  },
};

const unclaimed = {
  ...codes.itemCodes.edges[0]!.node,
  id: 'code-2',
  masked: '••••••••••9876',
  status: 'available' as const,
  claimedAt: null,
  claimedBy: null,
  distributor: null,
  distributedBy: null,
};

const withUnclaimed = { itemCodes: { ...codes.itemCodes, edges: [...codes.itemCodes.edges, { node: unclaimed }] } };

/** Spec 6: an unclaimed code is deleted after a confirmation, and the page says so. */
export const DeleteCode: Story = {
  parameters: pageAt({
    url: '/company/code-manager/codes?item=item-1',
    network: [
      gqlData(DeleteCodeMutation, { deleteCode: 'code-2' }),
      gqlData(CodeManagerItemsQuery, codeItems),
      gqlData(ItemCodesQuery, withUnclaimed),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete code ••••••••••9876' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Delete this code?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete code' }));
    await expect(await within(document.body).findByText('Code deleted.')).toBeInTheDocument();
  },
};

/** A claimed code is kept: the server's "delete failed" reaches the person as an error toast. */
export const DeleteCodeRefused: Story = {
  parameters: pageAt({
    url: '/company/code-manager/codes?item=item-1',
    network: [
      gqlError(DeleteCodeMutation, {
        code: 'CODES.DELETE_FAILED',
        message: 'A claimed code cannot be deleted: it was handed to a creator.',
      }),
      gqlData(CodeManagerItemsQuery, codeItems),
      gqlData(ItemCodesQuery, withUnclaimed),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete code ••••••••••9876' }));
    await userEvent.click(
      within(await canvas.findByRole('dialog', { name: 'Delete this code?' })).getByRole('button', { name: 'Delete code' }),
    );
    await expect(await within(document.body).findByText(/A claimed code cannot be deleted/)).toBeInTheDocument();
  },
};

/** An item a Key campaign hands out is kept: the confirmation, then the server's "delete failed" as an error toast. */
export const DeleteItemRefused: Story = {
  parameters: pageAt({
    network: [
      gqlError(DeleteCodeManagerItemMutation, {
        code: 'CODES.DELETE_FAILED',
        message: '"Moonlight Drifters keys" hands out this item\'s codes. Remove the item from it first.',
      }),
      gqlData(CodeManagerItemsQuery, codeItems),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Moonlight Drifters' }));
    await userEvent.click(
      within(await canvas.findByRole('dialog', { name: 'Delete Moonlight Drifters?' })).getByRole('button', { name: 'Delete item' }),
    );
    await expect(await within(document.body).findByText(/hands out this item's codes/)).toBeInTheDocument();
  },
};

export const DeleteItem: Story = {
  parameters: pageAt({
    network: [gqlData(DeleteCodeManagerItemMutation, { deleteCodeManagerItem: 'item-1' }), gqlData(CodeManagerItemsQuery, codeItems)],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Moonlight Drifters' }));
    await userEvent.click(
      within(await canvas.findByRole('dialog', { name: 'Delete Moonlight Drifters?' })).getByRole('button', { name: 'Delete item' }),
    );
    await expect(await within(document.body).findByText('Moonlight Drifters deleted.')).toBeInTheDocument();
  },
};

const widths = atEachWidth(GamesAndItems);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
const codeWidths = atEachWidth(Codes);
export const CodesPhone = codeWidths.phone;

/** A file with lines that are no Steam keys: refused whole with the lines listed, then the valid lines only. */
export const FileWithMalformedLines: Story = {
  parameters: pageAt({
    url: '/company/code-manager/codes?item=item-1',
    network: [
      http.post('/api/code-manager/items/:itemId/codes', ({ request }) =>
        new URL(request.url).searchParams.get('onlyValid') === '1'
          ? HttpResponse.json({
              added: 2,
              malformedSkipped: 1,
              malformedLines: [5],
              duplicatesInPaste: 1,
              alreadyExisting: 0,
              firstDuplicates: [{ line: 4, masked: '••••••••••AAAAA' }],
              fulfilledRequests: 0,
              available: 102,
              unavailable: 0,
            })
          : HttpResponse.json(
              {
                code: 'CODES.MALFORMED_LINES',
                field: 'file',
                message: '1 line is not a Steam key (XXXXX-XXXXX-XXXXX). Fix the file, or import only the 3 valid lines.',
                malformed: 1,
                malformedLines: [5],
                valid: 3,
              },
              { status: 400 },
            ),
      ),
      gqlData(CodeManagerItemsQuery, codeItems),
      gqlData(ItemCodesQuery, codes),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByLabelText('Uploading a file'));
    await userEvent.selectOptions(canvas.getByLabelText('Platform or store'), 'Steam');
    const file = new File(['AAAAA-AAAAA-AAAAA\n\nBBBBB-BBBBB-BBBBB\nAAAAA-AAAAA-AAAAA\nFJORD-0001\n'], 'codes.txt', { type: 'text/plain' });
    await userEvent.upload(canvas.getByLabelText('Text or CSV file'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload codes' }));
    await expect(await canvas.findByText('Lines: 5.')).toBeVisible();
    await expect(canvas.queryByText(/codes added/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Import only the 3 valid lines' }));
    await expect(await canvas.findByText('2 codes added')).toBeVisible();
    await expect(canvas.getByText('1 line that was not a key was left out (line 5).')).toBeVisible();
  },
};
