import type { ChannelFigures } from './audience-metrics.ts';

/** What the evaluation needs to know about a creator; the caller gathers it from the other contexts. */
export interface CreatorSnapshot {
  readonly creatorId: string;
  /** ISO 3166-1 alpha-2, null when the creator has not set it. */
  readonly country: string | null;
  /** ISO 639-1 codes the creator makes content in. */
  readonly languages: readonly string[];
  readonly channels: readonly ChannelFigures[];
  /** The creator lists (of the campaign's company) this creator is on. */
  readonly creatorListIds: readonly string[];
  /** Creator programs where the creator's membership is accepted. */
  readonly acceptedProgramIds: readonly string[];
  readonly hasVipAccess: boolean;
}

/**
 * location and language are always required; audience (channel size) and membership (creator program)
 * give way to VIP access and to "allow offers from all creators". Within a group any one check suffices.
 */
export const REQUIREMENT_GROUPS = ['location', 'language', 'audience', 'membership'] as const;
export type RequirementGroup = (typeof REQUIREMENT_GROUPS)[number];
export type GroupStatus = 'Passed' | 'Not met';

export interface RequirementCheck {
  /** Stable: 'location.country', 'audience.twitchFollowers', 'pick.whitelist', 'membership.program'... */
  readonly id: string;
  readonly met: boolean;
  readonly reason: string;
  /** For a channel-size check: what is asked and what the creator has (null: no data), so "by how much" can be said. */
  readonly figures?: { readonly label: string; readonly required: number; readonly actual: number | null };
}

/** A channel-size requirement the creator misses: "needs 250 Twitch followers, you have 212". */
export interface Shortfall {
  readonly label: string;
  readonly required: number;
  /** Null when the channel's figure is not known (not connected, or no data yet). */
  readonly actual: number | null;
}

/**
 * The channel sizes a creator misses, from the groups still Not met (a waived or otherwise passed
 * group asks nothing more): the eligibility self-check on a campaign page lists these.
 */
export const shortfallsOf = (eligibility: Eligibility): Shortfall[] =>
  eligibility.groups
    .filter((g) => g.status === 'Not met')
    .flatMap((g) => g.checks.flatMap((c) => (!c.met && c.figures ? [c.figures] : [])));

export interface GroupResult {
  readonly group: RequirementGroup;
  readonly status: GroupStatus;
  /** Why it passed (the checks that were met, or the waiver) or why not (every check, all unmet). */
  readonly reasons: readonly string[];
  readonly checks: readonly RequirementCheck[];
}

/** 'requirements': the groups were met on their own; the others name the waiver that applied. */
export type PassedBy = 'requirements' | 'vipAccess' | 'allCreators';

export interface Eligibility {
  readonly eligible: boolean;
  readonly groups: readonly GroupResult[];
  readonly waiver: PassedBy;
}

/** Any one check passes the group; a group with no checks asks nothing and passes. */
export function anyOf(group: RequirementGroup, checks: readonly RequirementCheck[], nothingAsked: string): GroupResult {
  if (checks.length === 0) return { group, status: 'Passed', reasons: [nothingAsked], checks };
  const met = checks.filter((c) => c.met);
  return met.length > 0
    ? { group, status: 'Passed', reasons: met.map((c) => c.reason), checks }
    : { group, status: 'Not met', reasons: checks.map((c) => c.reason), checks };
}

export const waived = (result: GroupResult, reason: string): GroupResult => ({ ...result, status: 'Passed', reasons: [reason] });
