import { DeleteCode } from '@lurkit/core/codes/application/delete-code.ts';
import { DeleteCodes } from '@lurkit/core/codes/application/delete-codes.ts';
import { DeleteCodeItem } from '@lurkit/core/codes/application/delete-code-item.ts';
import { AddCodeManagerItem } from '@lurkit/core/codes/application/add-code-manager-item.ts';
import { AddCodes, type AddCodesReport } from '@lurkit/core/codes/application/add-codes.ts';
import { AllocateCodes } from '@lurkit/core/codes/application/allocate-codes.ts';
import {
  ListCodeManagerItems,
  ListItemCodes,
  RevealCode,
  TraceLeakedKey,
  withStock,
  type ItemWithStock,
  type LeakedKeyTrace,
  type PlatformBalance,
} from '@lurkit/core/codes/application/code-manager-queries.ts';
import { maskCode } from '@lurkit/core/codes/domain/code-event.entity.ts';
import { firstRepeatedLines } from '@lurkit/core/codes/domain/code-paste.ts';
import { availabilityOf } from '@lurkit/core/codes/domain/availability.ts';
import type { Code } from '@lurkit/core/codes/domain/code.entity.ts';
import type { CodeHistoryEntry } from '@lurkit/core/codes/domain/code-event.entity.ts';
import { builder } from '../shared/builder.ts';
import { actorId } from '../shared/actor.ts';
import { companyIdOf } from '../shared/company.ts';
import { resolveUseCasePage } from '../shared/connection.ts';
import { unwrap } from '../shared/errors.ts';
import { AvailabilityEnum } from '../shared/campaign-status.types.ts';
import { PlatformEnum } from '../shared/platform.types.ts';

const ItemTypeEnum = builder.enumType('CodeItemType', { values: ['game', 'dlc', 'demo', 'inGameItem', 'other'] as const });
const AllocationEnum = builder.enumType('CodeAllocation', { values: ['auto', 'manual'] as const });
const CodeStatusEnum = builder.enumType('CodeStatus', { values: ['available', 'claimed', 'unavailable'] as const });

const PlatformBalanceRef = builder.objectRef<PlatformBalance>('PlatformBalance').implement({
  description: 'Codes of one platform: added, claimed, available, unavailable (to allocate), balance colour and open asks.',
  fields: (t) => ({
    platform: t.exposeString('platform'),
    added: t.exposeInt('added'),
    claimed: t.exposeInt('claimed'),
    available: t.exposeInt('available'),
    unavailable: t.exposeInt('unavailable'),
    availability: t.expose('availability', { type: AvailabilityEnum }),
    openRequests: t.exposeInt('openRequests'),
  }),
});

const PersonRef = builder.objectRef<{ id: string; name: string }>('CodePerson').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

/** Names for the user ids codes carry (added by, claimed by, event authors), one batch per page. */
const loadPeople = async (ids: string[], ctx: Parameters<typeof companyIdOf>[0]) => {
  const users = await ctx.scope.accounts.users.findByIds(ids);
  return ids.map((id) => {
    const user = users.find((u) => u.id === id);
    return user ? { id: user.id, name: user.displayName } : null;
  });
};

const DistributorRef = builder.objectRef<{ id: string; name: string }>('CodeDistributor').implement({
  description: 'What handed a code out: a Key campaign of the company (mission rewards join later).',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

/** Campaign names for the distributedBy ids of one page, in one batch, only the viewer's company's own. */
const loadDistributors = async (ids: string[], ctx: Parameters<typeof companyIdOf>[0]) => {
  const companyId = companyIdOf(ctx);
  const campaigns = await ctx.scope.keys.campaigns.findByIds(ids);
  return ids.map((id) => {
    const campaign = campaigns.find((c) => c.id === id && c.companyId === companyId);
    return campaign ? { id: campaign.id, name: campaign.name } : null;
  });
};

const CodeItemRef = builder.objectRef<ItemWithStock>('CodeManagerItem').implement({
  description: 'A game or item in the Code Manager with its stock per platform.',
  fields: (t) => ({
    id: t.id({ resolve: (i) => i.item.id }),
    type: t.field({ type: ItemTypeEnum, resolve: (i) => i.item.type }),
    name: t.string({ resolve: (i) => i.item.name }),
    game: t.string({ nullable: true, resolve: (i) => i.item.game }),
    description: t.string({ nullable: true, resolve: (i) => i.item.description }),
    imageUrl: t.string({ nullable: true, resolve: (i) => i.item.imageUrl }),
    allocation: t.field({ type: AllocationEnum, resolve: (i) => i.item.allocation }),
    createdAt: t.field({ type: 'DateTime', resolve: (i) => i.item.createdAt }),
    platforms: t.field({ type: [PlatformBalanceRef], resolve: (i) => [...i.platforms] }),
  }),
});

const CodeRef = builder.objectRef<Code>('Code').implement({
  description: 'A code as lists show it: masked. revealCode shows one in full and records who did.',
  fields: (t) => ({
    id: t.exposeID('id'),
    masked: t.string({ resolve: (c) => maskCode(c.value) }),
    platform: t.exposeString('platform'),
    status: t.expose('status', { type: CodeStatusEnum }),
    addedAt: t.expose('addedAt', { type: 'DateTime' }),
    claimedAt: t.expose('claimedAt', { type: 'DateTime', nullable: true }),
    distributedBy: t.exposeString('distributedBy', { nullable: true, description: 'The Key campaign or reward rule that handed it out.' }),
    addedBy: t.loadable({ type: PersonRef, nullable: true, load: (ids: string[], ctx) => loadPeople(ids, ctx), resolve: (c) => c.addedBy }),
    distributor: t.loadable({
      type: DistributorRef,
      nullable: true,
      description: 'The Key campaign that handed it out, by name.',
      load: (ids: string[], ctx) => loadDistributors(ids, ctx),
      resolve: (c) => c.distributedBy,
    }),
    claimedBy: t.loadable({
      type: PersonRef,
      nullable: true,
      load: (ids: string[], ctx) => loadPeople(ids, ctx),
      resolve: (c) => c.claimedBy,
    }),
  }),
});

const CodeEventRef = builder.objectRef<CodeHistoryEntry>('CodeEvent').implement({
  fields: (t) => ({
    type: t.exposeString('type'),
    at: t.expose('at', { type: 'DateTime' }),
    by: t.loadable({ type: PersonRef, nullable: true, load: (ids: string[], ctx) => loadPeople(ids, ctx), resolve: (e) => e.userId }),
  }),
});

const LeakedKeyTraceRef = builder.objectRef<LeakedKeyTrace>('LeakedKeyTrace').implement({
  description: 'Where a key seen on a reseller site came from: item, platform, claimant, claim date, distributor, every event.',
  fields: (t) => ({
    code: t.expose('code', { type: CodeRef }),
    itemName: t.string({ resolve: (trace) => trace.item.name }),
    itemId: t.id({ resolve: (trace) => trace.item.id }),
    events: t.field({ type: [CodeEventRef], resolve: (trace) => [...trace.events] }),
  }),
});

const PastedLineRef = builder.objectRef<{ line: number; masked: string }>('PastedLine').implement({
  fields: (t) => ({ line: t.exposeInt('line'), masked: t.exposeString('masked') }),
});

export const AddCodesReportRef = builder.objectRef<AddCodesReport>('AddCodesReport').implement({
  description:
    'What an upload did: codes added, duplicates within it and against stored codes (counts and the first lines), and the stock.',
  fields: (t) => ({
    added: t.exposeInt('added'),
    duplicatesInPaste: t.int({ resolve: (r) => r.duplicatesInPaste.length }),
    alreadyExisting: t.int({ resolve: (r) => r.alreadyExisting.length }),
    firstDuplicates: t.field({
      type: [PastedLineRef],
      description: 'The first ten repeated lines, by line number, masked.',
      resolve: (r) => firstRepeatedLines(r),
    }),
    fulfilledRequests: t.exposeInt('fulfilledRequests'),
    available: t.int({ resolve: (r) => r.stock.available }),
    unavailable: t.int({ resolve: (r) => r.stock.unavailable }),
  }),
});

builder.queryField('codeManagerItems', (t) =>
  t.field({
    type: [CodeItemRef],
    description: "The company's games and items with their stock.",
    authScopes: { companyMember: true },
    resolve: (_root, _args, ctx) => new ListCodeManagerItems(ctx.scope.codes).execute({ companyId: companyIdOf(ctx) }),
  }),
);

builder.queryField('itemCodes', (t) =>
  t.connection({
    type: CodeRef,
    description: "One item's codes, newest first, masked.",
    authScopes: { companyMember: true },
    args: { itemId: t.arg.id() },
    resolve: (_root, args, ctx) => {
      const { codes } = ctx.scope.codes;
      return resolveUseCasePage(
        args,
        (page) =>
          new ListItemCodes(ctx.scope.codes).execute({
            companyId: companyIdOf(ctx),
            itemId: String(args.itemId),
            page,
          }),
        (c) => codes.cursorOf(c),
      );
    },
  }),
);

const AddItemInput = builder.inputType('AddCodeManagerItemInput', {
  fields: (t) => ({
    type: t.field({ type: ItemTypeEnum }),
    name: t.string(),
    game: t.string({ required: false }),
    description: t.string({ required: false }),
    imageUrl: t.string({ required: false }),
    allocation: t.field({ type: AllocationEnum, required: false }),
  }),
});

builder.mutationField('addCodeManagerItem', (t) =>
  t.field({
    type: CodeItemRef,
    description: "Adds a game or item; the same one twice is refused ('Item already in Code Manager').",
    authScopes: { companyMember: true },
    args: { input: t.arg({ type: AddItemInput }) },
    resolve: async (_root, { input }, ctx) => {
      const item = unwrap(
        await new AddCodeManagerItem(ctx.scope.codes).execute({
          companyId: companyIdOf(ctx),
          actorUserId: actorId(ctx),
          item: Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined)),
        }),
      );
      return withStock(ctx.scope.codes, item);
    },
  }),
);

builder.mutationField('addCodes', (t) =>
  t.field({
    type: AddCodesReportRef,
    description: 'Codes pasted one per line (files go to POST /api/code-manager/items/{id}/codes); all added or none.',
    authScopes: { companyMember: true },
    args: { itemId: t.arg.id(), platform: t.arg({ type: PlatformEnum }), codes: t.arg.string() },
    resolve: async (_root, { itemId, platform, codes }, ctx) =>
      unwrap(
        await new AddCodes(ctx.scope.codes).execute({
          companyId: companyIdOf(ctx),
          actorUserId: actorId(ctx),
          itemId: String(itemId),
          platform,
          codes,
        }),
      ),
  }),
);

builder.mutationField('allocateCodes', (t) =>
  t.field({
    type: PlatformBalanceRef,
    description: 'Manual allocation: makes unavailable codes of a platform available, oldest first.',
    authScopes: { companyMember: true },
    args: { itemId: t.arg.id(), platform: t.arg({ type: PlatformEnum }), count: t.arg.int() },
    resolve: async (_root, { itemId, platform, count }, ctx) => {
      const stock = unwrap(
        await new AllocateCodes(ctx.scope.codes).execute({
          companyId: companyIdOf(ctx),
          actorUserId: actorId(ctx),
          itemId: String(itemId),
          platform,
          count,
        }),
      );
      return { platform, ...stock, availability: availabilityOf(stock), openRequests: 0 };
    },
  }),
);

builder.mutationField('revealCode', (t) =>
  t.string({
    description: 'One code in full, for its company; the reveal is recorded.',
    authScopes: { companyMember: true },
    args: { codeId: t.arg.id() },
    resolve: async (_root, { codeId }, ctx) =>
      unwrap(
        await new RevealCode(ctx.scope.codes).execute({ companyId: companyIdOf(ctx), actorUserId: actorId(ctx), codeId: String(codeId) }),
      ),
  }),
);

builder.mutationField('deleteCode', (t) =>
  t.id({
    description: "Deletes an unclaimed code of the company's; a claimed one is kept (CODES.DELETE_FAILED).",
    authScopes: { companyMember: true },
    args: { codeId: t.arg.id() },
    resolve: async (_root, { codeId }, ctx) =>
      unwrap(await new DeleteCode(ctx.scope.codes).execute({ companyId: companyIdOf(ctx), codeId: String(codeId) })).id,
  }),
);

builder.mutationField('deleteCodes', (t) =>
  t.int({
    description:
      'Deletes the selected unclaimed codes of the company, all or none, answering how many: one claimed among them keeps every one (CODES.DELETE_FAILED); none selected is CODES.NO_CODES_SELECTED.',
    authScopes: { companyMember: true },
    args: { codeIds: t.arg.idList() },
    resolve: async (_root, { codeIds }, ctx) =>
      unwrap(await new DeleteCodes(ctx.scope.codes).execute({ companyId: companyIdOf(ctx), codeIds: codeIds.map(String) })).deleted,
  }),
);

builder.mutationField('deleteCodeManagerItem', (t) =>
  t.id({
    description:
      'Deletes a game or item of the Code Manager with its codes; kept (CODES.DELETE_FAILED) while an activation hands out its codes or a code of it was claimed.',
    authScopes: { companyMember: true },
    args: { itemId: t.arg.id() },
    resolve: async (_root, { itemId }, ctx) =>
      unwrap(await new DeleteCodeItem(ctx.scope.codes).execute({ companyId: companyIdOf(ctx), itemId: String(itemId) })).id,
  }),
);

builder.mutationField('traceLeakedKey', (t) =>
  t.field({
    type: LeakedKeyTraceRef,
    description: "Leaked-key tracing: paste a key seen on a reseller site; only the company's own codes are searched.",
    authScopes: { companyMember: true },
    args: { value: t.arg.string() },
    resolve: async (_root, { value }, ctx) =>
      unwrap(await new TraceLeakedKey(ctx.scope.codes).execute({ companyId: companyIdOf(ctx), actorUserId: actorId(ctx), value })),
  }),
);
