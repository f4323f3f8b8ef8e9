import type { DealsSummaryProps } from '@lurkit/ui/creator-home/DealsSummary.tsx';
import type { CreatorHome } from './operations/creator-home.operations.ts';

type KeyState = CreatorHome['myKeyDeals'][number]['participation']['state'];
type RunState = CreatorHome['myMissionRuns'][number]['state'];

const count = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length;
const inStates =
  <S extends string>(...states: S[]) =>
  (state: S) =>
    states.includes(state);

/**
 * The creator home's Keys, Missions and Quests as counts by state. What the creator must do next
 * (claim an accepted key, submit content for a claimed one, claim a mission reward, answer an offer)
 * is marked so it leads its card.
 */
export function dealGroups(home: CreatorHome): DealsSummaryProps['groups'] {
  const keys = home.myKeyDeals.map((d) => d.participation.state);
  const runs = home.myMissionRuns.map((r) => r.state);
  const keyCount = (test: (s: KeyState) => boolean) => count(keys, test);
  const runCount = (test: (s: RunState) => boolean) => count(runs, test);
  return [
    {
      title: 'Keys',
      href: '/deals/active',
      empty: 'No Key campaigns yet. Browse campaigns to request a key.',
      counts: [
        { label: 'keys to claim', count: keyCount(inStates<KeyState>('accepted')), href: '/deals/active', needsAction: true },
        { label: 'awaiting your content', count: keyCount(inStates<KeyState>('claimedKey')), href: '/deals/active', needsAction: true },
        {
          label: 'requests waiting',
          count: keyCount(inStates<KeyState>('pending', 'waitlist', 'waitingForAccess')),
          href: '/deals/offers',
        },
        { label: 'content submitted', count: keyCount(inStates<KeyState>('submittedContent')), href: '/deals/ended' },
      ],
    },
    {
      title: 'Missions',
      href: '/creator-programs/memberships',
      empty: 'No missions yet. Join a Creator Program to take part in its missions.',
      counts: [
        {
          label: 'rewards to claim',
          count: runCount(inStates<RunState>('claimReward')),
          href: '/creator/home/missions',
          needsAction: true,
        },
        { label: 'not finished', count: runCount(inStates<RunState>('active')), href: '/creator/home/missions' },
        { label: 'awaiting approval', count: runCount(inStates<RunState>('review')), href: '/creator/home/missions' },
        { label: 'completed', count: runCount(inStates<RunState>('completed')), href: '/creator/home/missions' },
      ],
    },
    {
      title: 'Quests',
      href: '/campaigns/quests/browse',
      empty: 'No Quest deals yet. Browse Quests to make an offer.',
      counts: [
        {
          label: 'open offers',
          count: home.questOffers.edges.length,
          more: home.questOffers.pageInfo.hasNextPage,
          href: '/deals/offers',
          needsAction: true,
        },
        {
          label: 'active Quests',
          count: home.activeQuests.edges.length,
          more: home.activeQuests.pageInfo.hasNextPage,
          href: '/deals/active',
        },
      ],
    },
  ];
}
