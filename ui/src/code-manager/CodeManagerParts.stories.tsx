import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeItemCard } from './CodeItemCard.tsx';
import { CodesTable, type CodeRowView } from './CodesTable.tsx';
import { LeakedKeyTrace } from './LeakedKeyTrace.tsx';

const meta = {
  title: 'Code Manager/Items, codes and tracing',
  component: CodeItemCard,
  args: {
    item: {
      id: 'item-1',
      type: 'game',
      name: 'Moonlight Drifters',
      game: 'Moonlight Drifters',
      description: null,
      imageUrl: null,
      allocation: 'manual',
      platforms: [
        { platform: 'Steam', added: 120, claimed: 20, available: 100, unavailable: 0, availability: 'HIGH', openRequests: 0 },
        { platform: 'PlayStation 5', added: 40, claimed: 37, available: 3, unavailable: 0, availability: 'LOW', openRequests: 0 },
        { platform: 'GOG', added: 10, claimed: 10, available: 0, unavailable: 5, availability: 'OUT', openRequests: 2 },
      ],
    },
    onAddCodes: fn(),
    onAllocate: fn(),
  },
} satisfies Meta<typeof CodeItemCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Green, yellow (under 10% left) and red (out) balances; asks for more; codes to allocate. */
export const ItemCard: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('2 creators ask for more')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Allocate 5 unavailable' }));
    await expect(args.onAllocate).toHaveBeenCalledWith('item-1', 'GOG');
  },
};

/** Delete asks first, telling how many codes go with the item; Cancel deletes nothing. */
export const DeleteItem: Story = {
  args: { onDelete: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Moonlight Drifters' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Delete Moonlight Drifters?' });
    await expect(dialog).toHaveTextContent('The item and its 170 codes leave your Code Manager for good.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Moonlight Drifters' }));
    await userEvent.click(
      within(await canvas.findByRole('dialog', { name: 'Delete Moonlight Drifters?' })).getByRole('button', { name: 'Delete item' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith('item-1');
  },
};

/** Without a delete action (a creator's view, a read-only member) the card offers no Delete. */
export const ItemCardWithoutDelete: Story = {
  play: async ({ canvas }) => expect(canvas.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument(),
};

const CLAIMED_CODE: CodeRowView = {
  id: 'c1',
  masked: '••••••••••1234',
  platform: 'Steam',
  status: 'claimed',
  addedAt: '2026-10-01T08:00:00.000Z',
  claimedAt: '2026-11-02T10:00:00.000Z',
  distributedBy: 'campaign-1',
  distributor: { name: 'Moonlight keys' },
  addedBy: { name: 'DemoOwner' },
  claimedBy: { name: 'DemoCreator' },
};
const UNCLAIMED_CODE: CodeRowView = {
  ...CLAIMED_CODE,
  id: 'c2',
  masked: '••••••••••9876',
  status: 'available',
  claimedAt: null,
  claimedBy: null,
  distributor: null,
  distributedBy: null,
};
const onDeleteCode = fn(async (_codeId: string) => {});

export const Codes: Story = {
  render: () => <CodesTable itemName="Moonlight Drifters" onReveal={async () => 'ABCD-EFGH-1234'} codes={[CLAIMED_CODE]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'Moonlight keys' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal' }));
    await expect(await canvas.findByText('ABCD-EFGH-1234')).toBeVisible();
  },
};

/** Spec 6: an unclaimed code is deleted after a confirmation; a claimed one offers no Delete. */
export const DeleteCode: Story = {
  render: () => (
    <CodesTable
      itemName="Moonlight Drifters"
      onReveal={async () => 'ABCD-EFGH-1234'}
      onDelete={onDeleteCode}
      codes={[CLAIMED_CODE, UNCLAIMED_CODE]}
    />
  ),
  play: async ({ canvas }) => {
    const onDelete = onDeleteCode;
    onDelete.mockClear();
    await expect(canvas.queryByRole('button', { name: 'Delete code ••••••••••1234' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete code ••••••••••9876' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Delete this code?' });
    await expect(dialog).toHaveTextContent('no creator can claim it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete code ••••••••••9876' }));
    await userEvent.click(
      within(await canvas.findByRole('dialog', { name: 'Delete this code?' })).getByRole('button', { name: 'Delete code' }),
    );
    await expect(onDelete).toHaveBeenCalledWith('c2');
  },
};

const onDeleteCodes = fn(async (_codeIds: string[]) => {});
const SECOND_UNCLAIMED: CodeRowView = { ...UNCLAIMED_CODE, id: 'c3', masked: '••••••••••5555' };

/** Spec 6: ticked codes are deleted together after a confirmation, which warns when a claimed one is among them. */
export const DeleteSelectedCodes: Story = {
  render: () => (
    <CodesTable
      itemName="Moonlight Drifters"
      onReveal={async () => 'ABCD-EFGH-1234'}
      onDeleteMany={onDeleteCodes}
      codes={[CLAIMED_CODE, UNCLAIMED_CODE, SECOND_UNCLAIMED]}
    />
  ),
  play: async ({ canvas }) => {
    onDeleteCodes.mockClear();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select code ••••••••••1234' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected' }));
    const warned = await canvas.findByRole('dialog', { name: 'Delete this code?' });
    await expect(warned).toHaveTextContent('nothing will be deleted');
    await userEvent.click(within(warned).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select code ••••••••••1234' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select code ••••••••••9876' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select code ••••••••••5555' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Delete these 2 codes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete codes' }));
    await expect(onDeleteCodes).toHaveBeenCalledWith(['c2', 'c3']);
  },
};

export const Trace: Story = {
  render: () => (
    <LeakedKeyTrace
      onTrace={fn()}
      trace={{
        itemName: 'Moonlight Drifters',
        code: { ...CLAIMED_CODE, masked: '••••1234', claimedBy: { name: 'ResellerRick' } },
        events: [
          { type: 'added', at: '2026-10-01T08:00:00.000Z', by: { name: 'DemoOwner' } },
          { type: 'allocated', at: '2026-10-03T08:00:00.000Z', by: { name: 'DemoMember' } },
          { type: 'claimed', at: '2026-11-02T10:00:00.000Z', by: { name: 'ResellerRick' } },
          { type: 'revealed', at: '2026-11-10T10:00:00.000Z', by: { name: 'DemoOwner' } },
        ],
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ResellerRick')).toBeVisible();
    await expect(canvas.getByText('Moonlight keys')).toBeVisible();
    await expect(canvas.getByText(/Allocated .* by DemoMember/)).toBeVisible();
    await expect(canvas.getByText(/Claimed .* by ResellerRick/)).toBeVisible();
    await expect(canvas.getByText(/Revealed .* by DemoOwner/)).toBeVisible();
  },
};

export const TraceNotFound: Story = {
  render: () => (
    <LeakedKeyTrace
      onTrace={fn()}
      serverError={{
        code: 'CODES.CODE_NOT_FOUND',
        message: 'No code of yours matches. Check for spaces or a missing character.',
        field: 'value',
      }}
    />
  ),
  play: async ({ canvas }) => expect(await canvas.findByText(/No code of yours matches/)).toBeVisible(),
};
