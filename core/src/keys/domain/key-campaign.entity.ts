import * as v from 'valibot';
import { campaignStatus, canApply, type CampaignStatus, type PublishState } from '../../shared/campaign-status.ts';
import { samePlatformName } from '../../shared/platform.schema.ts';
import { requirementsSchema } from '../../requirements/domain/requirements.schema.ts';
import type { KeyCampaignKind, KeyCampaignVisibility } from './key-campaign-steps.schema.ts';

/** The requirements a creator is checked against (the requirements context reads them). */
export type KeyRequirements = v.InferOutput<typeof requirementsSchema>;

/** Code Manager item types; a campaign's category is the type of the item its keys come from. */
export type KeyCampaignCategory = 'game' | 'dlc' | 'demo' | 'inGameItem' | 'other';

export interface KeyCampaignGame {
  readonly name: string;
  readonly description: string;
  readonly genres: readonly string[];
  /** Image links (header first); filled by hand or from the Steam store page. */
  readonly media: readonly string[];
  readonly steamAppId: number | null;
}

export interface KeySet {
  readonly platform: string;
  /** How many keys of the platform the campaign offers in all. */
  readonly count: number;
}

export interface KeyCampaign {
  readonly id: string;
  readonly companyId: string;
  readonly name: string;
  readonly startDate: Date | null;
  readonly endDate: Date | null;
  readonly plannedRelease: Date | null;
  readonly tags: readonly string[];
  readonly game: KeyCampaignGame;
  readonly requirements: KeyRequirements;
  readonly visibility: KeyCampaignVisibility;
  /** The Code Manager item the keys come from, and its type (the browse category). */
  readonly codeItemId: string | null;
  readonly category: KeyCampaignCategory | null;
  readonly keys: readonly KeySet[];
  readonly specialInstructions: string | null;
  readonly embargo: Date | null;
  /** Spec 1: a pre-launch (waitlist) campaign, converted later to a Key campaign. */
  readonly preLaunch: boolean;
  readonly convertedAt: Date | null;
  readonly publishState: PublishState;
  readonly firstWentLiveAt: Date | null;
  readonly publishedAt: Date | null;
  readonly unpublishedAt: Date | null;
  /** Why staff refused the campaign held for review, shown to the company until it publishes again. */
  readonly reviewNote: string | null;
  /** Key requests so far; orders the "popular" row of the browse page. */
  readonly requestCount: number;
  /**
   * The company's response deadline for Key requests, in days: a request still pending that long is
   * declined automatically with the reason stated, so creators are never left hanging. Null: no deadline.
   */
  readonly requestResponseDays: number | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const AUDIENCE_IDS = Object.keys(requirementsSchema.entries.audience.entries);

/** A new campaign asks nothing of creators until the company says so; VIP access is honoured. */
export const openRequirements = (): KeyRequirements => ({
  audience: Object.fromEntries(AUDIENCE_IDS.map((id) => [id, null])) as KeyRequirements['audience'],
  location: { countries: [], continents: [] },
  languages: [],
  creatorListIds: [],
  whitelist: [],
  creatorProgramId: null,
  allowOffersFromAllCreators: false,
  vipAccess: true,
});

export function newKeyCampaign(input: { id: string; companyId: string; kind: KeyCampaignKind; name: string; now: Date }): KeyCampaign {
  return {
    id: input.id,
    companyId: input.companyId,
    name: input.name,
    startDate: null,
    endDate: null,
    plannedRelease: null,
    tags: [],
    game: { name: '', description: '', genres: [], media: [], steamAppId: null },
    requirements: openRequirements(),
    visibility: 'discoverable',
    codeItemId: null,
    category: null,
    keys: [],
    specialInstructions: null,
    embargo: null,
    preLaunch: input.kind === 'preLaunch',
    convertedAt: null,
    publishState: 'draft',
    firstWentLiveAt: null,
    publishedAt: null,
    unpublishedAt: null,
    reviewNote: null,
    requestCount: 0,
    requestResponseDays: null,
    createdAt: input.now,
    updatedAt: input.now,
  };
}

/** Spec 4: Draft, Waiting for review, Upcoming, Live, Ended, Closed, Past. */
export const keyCampaignStatus = (campaign: KeyCampaign, now: Date): CampaignStatus =>
  campaignStatus({ publishState: campaign.publishState, startDate: campaign.startDate, endDate: campaign.endDate }, now);

/** New key requests only while Live; unpublishing closes it to them while enrolled creators finish (spec 4). */
export const acceptsApplications = (campaign: KeyCampaign, now: Date): boolean => canApply(keyCampaignStatus(campaign, now));

/** Creators find it when it is published, discoverable and not over; hidden ones only by their link. */
export const isListed = (campaign: KeyCampaign, now: Date): boolean =>
  campaign.visibility === 'discoverable' && ['upcoming', 'active'].includes(keyCampaignStatus(campaign, now));

/** Creators may open it once it has been live (enrolled ones keep it after unpublishing). */
export const isVisibleToCreators = (campaign: KeyCampaign): boolean => campaign.firstWentLiveAt !== null;

/** Spec 9: the submit-content reward is for public campaigns; we read public as discoverable. */
export const isPublicCampaign = (campaign: KeyCampaign): boolean => campaign.visibility === 'discoverable';

export type PreLaunchGatedAction = 'invite' | 'claimKey' | 'submitContent';
/** Spec 4: conversion enables invitations, content submission and key claims; before it they are refused. */
export const campaignAllows = (campaign: KeyCampaign, _action: PreLaunchGatedAction): boolean => !campaign.preLaunch;

/** The keys of a platform as the vocabulary reads its name ("PS5" finds the PlayStation 5 keys). */
export const keysFor = (campaign: KeyCampaign, platform: string): KeySet | null =>
  campaign.keys.find((k) => samePlatformName(k.platform, platform)) ?? null;
