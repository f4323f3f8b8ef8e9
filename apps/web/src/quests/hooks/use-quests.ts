import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { usePaged } from '../../shared/hooks/use-paged.ts';
import {
  CompanyQuestQuery,
  CompanyQuestsQuery,
  QuestCartQuery,
  QuestParticipantsQuery,
  type CompanyQuestsPage,
} from '../operations/company-quests.operations.ts';
import { QuestResultsQuery } from '../operations/quest-results.operations.ts';
import {
  CreatorQuestQuery,
  MyQuestDealsQuery,
  QuestKitQuery,
  QuestRunQuery,
  BrowseQuestsQuery,
} from '../operations/creator-quests.operations.ts';

/** The lists are capped at 100 a page; quests and runs of one company or creator rarely exceed it. */
const PAGE = 100;

/** The company's Quests, live or over (ended or past), a page at a time. */
export const useCompanyQuests = (ended: boolean) =>
  usePaged<CompanyQuestsPage, CompanyQuestsPage['edges'][number]['node']>(
    ['gql:CompanyQuests', ended],
    (after) => request(CompanyQuestsQuery, { ended, first: 50, after }).then((d) => d.companyQuests),
    (page) => page.edges.map((e) => e.node),
  );

export const useCompanyQuest = (id: string) =>
  useSWR(['gql:CompanyQuest', id], () => request(CompanyQuestQuery, { id }).then((d) => d.companyQuest));

export const useQuestParticipants = (questId: string, tab: 'offers' | 'active' | 'review' | 'ended') =>
  useSWR(['gql:QuestParticipants', questId, tab], () =>
    request(QuestParticipantsQuery, { questId, tab, first: PAGE }).then((d) => d.questParticipants.edges.map((e) => e.node)),
  );

export const useQuestCart = () => useSWR('gql:QuestCart', () => request(QuestCartQuery).then((d) => d.questCart));

export const useBrowseQuests = () =>
  useSWR('gql:BrowseQuests', () => request(BrowseQuestsQuery, { first: PAGE }).then((d) => d.browseQuests.edges.map((e) => e.node)));

export const useCreatorQuest = (id: string) =>
  useSWR(['gql:CreatorQuest', id], () => request(CreatorQuestQuery, { id }).then((d) => d.quest));

export const useQuestRun = (id: string) => useSWR(['gql:QuestRun', id], () => request(QuestRunQuery, { id }).then((d) => d.questRun));

/** The creator kit of a paid run; nothing is asked before payment (null run id). */
export const useQuestKit = (runId: string | null) =>
  useSWR(runId ? ['gql:QuestKit', runId] : null, () => request(QuestKitQuery, { runId: runId! }).then((d) => d.questKit));

export const useMyQuestDeals = (tab: 'offers' | 'active' | 'review' | 'ended') =>
  useSWR(['gql:MyQuestDeals', tab], () =>
    request(MyQuestDealsQuery, { tab, first: PAGE }).then((d) => d.myQuestDeals.edges.map((e) => e.node)),
  );

/** Every results tab of a Quest comes from this one read. */
export const useQuestResults = (questId: string) =>
  useSWR(['gql:QuestResults', questId], () => request(QuestResultsQuery, { questId }).then((d) => d.questResults));
