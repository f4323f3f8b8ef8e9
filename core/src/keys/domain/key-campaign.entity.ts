import * as v from 'valibot';
import { err, ok, type Result } from '../../shared/result.ts';
import { keyCampaignSchema, type KEY_CAMPAIGN_VISIBILITIES } from './key-campaign.schema.ts';
import { InvalidKeyCampaignField } from './keys.errors.ts';
import type { ParticipationCriteria } from './participation.ts';

export interface KeyCampaign {
  readonly id: string;
  readonly companyId: string;
  readonly name: string;
  readonly startDate: Date | null;
  readonly endDate: Date | null;
  readonly plannedRelease: Date | null;
  readonly platforms: readonly string[];
  readonly tags: readonly string[];
  readonly media: readonly string[];
  /** How many keys each platform offers (0 or missing: none). */
  readonly keysPerPlatform: Readonly<Record<string, number>>;
  readonly specialInstructions: string | null;
  readonly embargo: Date | null;
  readonly participationCriteria: ParticipationCriteria;
  /** Spec 1: a pre-launch (waitlist) campaign, converted later to a Key campaign. */
  readonly preLaunch: boolean;
  readonly visibility: (typeof KEY_CAMPAIGN_VISIBILITIES)[number];
  readonly codeItemId: string | null;
  readonly publishedAt: Date | null;
  readonly convertedAt: Date | null;
  readonly createdAt: Date;
}

export function createKeyCampaign(
  raw: unknown,
  context: { id: string; companyId: string; now: Date },
): Result<KeyCampaign, InvalidKeyCampaignField> {
  const parsed = v.safeParse(keyCampaignSchema, raw);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return err(new InvalidKeyCampaignField(v.getDotPath(issue) ?? 'campaign', issue.message));
  }
  const { specialInstructions, ...fields } = parsed.output;
  return ok({
    ...fields,
    id: context.id,
    companyId: context.companyId,
    specialInstructions: specialInstructions === '' ? null : specialInstructions,
    publishedAt: null,
    convertedAt: null,
    createdAt: context.now,
  });
}

/** Spec 4: "key statuses are active, draft, upcoming". */
export type KeyCampaignStatus = 'draft' | 'upcoming' | 'active';

export function keyCampaignStatus(campaign: KeyCampaign, now: Date): KeyCampaignStatus {
  if (!campaign.publishedAt) return 'draft';
  return campaign.startDate && now < campaign.startDate ? 'upcoming' : 'active';
}

/**
 * New applications need a published campaign that has started and not yet ended (the end instant
 * is closed). Unpublishing closes it to new applications, while enrolled creators may finish (spec 4).
 */
export const acceptsApplications = (campaign: KeyCampaign, now: Date): boolean =>
  keyCampaignStatus(campaign, now) === 'active' && (!campaign.endDate || now < campaign.endDate);

/** Spec 9: the submit-content reward is for public campaigns; we read public as discoverable. */
export const isPublicCampaign = (campaign: KeyCampaign): boolean => campaign.visibility === 'discoverable';

export type PreLaunchGatedAction = 'invite' | 'claimKey' | 'submitContent';
/** Spec 4: conversion enables invitations, content submission and key claims; before it they are refused. */
export const campaignAllows = (campaign: KeyCampaign, _action: PreLaunchGatedAction): boolean => !campaign.preLaunch;

export const keysFor = (campaign: KeyCampaign, platform: string): { platform: string; count: number } | null => {
  const name = campaign.platforms.find((p) => p.trim().toLowerCase() === platform.trim().toLowerCase());
  return name ? { platform: name, count: campaign.keysPerPlatform[name] ?? 0 } : null;
};
