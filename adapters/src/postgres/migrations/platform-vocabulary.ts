import { FALLBACK_PLATFORM, platformOf, type Platform } from '@lurkit/core/shared/platform.schema.ts';

/** Runs one statement inside the migration's transaction (`?` placeholders) and returns its rows. */
export type Execute = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface PlatformVocabularyReport {
  /** Stored names that were not already a vocabulary name, with the platform they became. */
  readonly renamed: Readonly<Record<string, Platform>>;
  /** Stored names the vocabulary does not know: they became FALLBACK_PLATFORM, for the company to move. */
  readonly unknown: readonly string[];
}

interface PlatformCount {
  platform: string;
  count: number;
}
interface CodesReward {
  kind?: string;
  platforms?: string[];
}
interface RewardClaim {
  platform?: string | null;
}

const MAP = 'platform_vocabulary_map';

/**
 * Spec 3: brings every stored platform name (Code Manager codes and asks, Key campaign keys and
 * their claim slots, claims, Quest platforms and kit keys, Mission code rewards and their claims)
 * to the vocabulary's name, case and spaces not counting and aliases read ("PS5" is PlayStation 5);
 * a name it does not know becomes FALLBACK_PLATFORM and is reported. Two names of one platform
 * become one stock: their keys and kit keys add up, their claim slots are numbered again, and of two
 * open asks for more codes of one platform the older stays open.
 */
export async function bringPlatformsToVocabulary(execute: Execute): Promise<PlatformVocabularyReport> {
  const renamed: Record<string, Platform> = {};
  const unknown = new Set<string>();
  const to = (raw: string): Platform => {
    const platform = platformOf(raw) ?? FALLBACK_PLATFORM;
    if (platformOf(raw) === null) unknown.add(raw);
    if (platform !== raw) renamed[raw] = platform;
    return platform;
  };

  const rawRows = await execute(
    `select platform as raw from code union select platform from code_request
     union select platform from key_campaign_slot union select claim_platform from key_participant where claim_platform is not null`,
  );
  const raws = rawRows.map((r) => String(r.raw));
  await execute(`drop table if exists ${MAP}`);
  await execute(`create temporary table ${MAP} (raw text primary key, platform text not null)`);
  if (raws.length > 0) {
    await execute(
      `insert into ${MAP} (raw, platform) values ${raws.map(() => '(?, ?)').join(', ')}`,
      raws.flatMap((raw) => [raw, to(raw)]),
    );
  }

  await execute(`update code set platform = m.platform from ${MAP} m where code.platform = m.raw and m.raw <> m.platform`);
  await execute(
    `update key_participant set claim_platform = m.platform from ${MAP} m where claim_platform = m.raw and m.raw <> m.platform`,
  );
  // One open ask per item, creator and platform: of asks that become one, the older stays open.
  await execute(
    `update code_request r set status = 'dismissed', resolved_at = now() from ${MAP} mr
     where r.status = 'open' and mr.raw = r.platform and exists (
       select 1 from code_request o join ${MAP} mo on mo.raw = o.platform
       where o.status = 'open' and o.item_id = r.item_id and o.creator_id = r.creator_id and mo.platform = mr.platform
         and (o.requested_at, o.id) < (r.requested_at, r.id))`,
  );
  await execute(`update code_request set platform = m.platform from ${MAP} m where code_request.platform = m.raw and m.raw <> m.platform`);
  // Claim slots: a campaign's slots of names that became one platform are numbered again from 1, taken ones first.
  await execute(`drop table if exists platform_vocabulary_slots`);
  await execute(
    `create temporary table platform_vocabulary_slots as
     select s.campaign_id, m.platform, s.taken_at,
       row_number() over (partition by s.campaign_id, m.platform order by s.taken_at nulls last, s.platform, s.n) as n
     from key_campaign_slot s join ${MAP} m on m.raw = s.platform
     where s.campaign_id in (select s2.campaign_id from key_campaign_slot s2 join ${MAP} m2 on m2.raw = s2.platform where m2.raw <> m2.platform)`,
  );
  await execute(`delete from key_campaign_slot where campaign_id in (select campaign_id from platform_vocabulary_slots)`);
  await execute(
    `insert into key_campaign_slot (campaign_id, platform, n, taken_at) select campaign_id, platform, n, taken_at from platform_vocabulary_slots`,
  );
  await execute(`drop table platform_vocabulary_slots`);
  await execute(`drop table ${MAP}`);

  const merged = (counts: PlatformCount[]): PlatformCount[] => {
    const byPlatform = new Map<string, number>();
    for (const { platform, count } of counts) byPlatform.set(to(platform), (byPlatform.get(to(platform)) ?? 0) + count);
    return [...byPlatform].map(([platform, count]) => ({ platform, count }));
  };
  const unchanged = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

  for (const row of await execute(`select id, keys from key_campaign`)) {
    const keys = row.keys as PlatformCount[];
    const next = merged(keys);
    if (unchanged(keys, next)) continue;
    const platformKeys = [...new Set(next.map((k) => k.platform.toLowerCase()))];
    await execute(`update key_campaign set keys = ?::jsonb, platform_keys = array[?]::text[] where id = ?`, [
      JSON.stringify(next),
      platformKeys,
      row.id,
    ]);
  }
  for (const row of await execute(`select id, platforms, kit_keys from quest`)) {
    const platforms = row.platforms as string[];
    const kitKeys = row.kit_keys as PlatformCount[];
    const nextPlatforms = [...new Set(platforms.map(to))];
    const nextKitKeys = merged(kitKeys);
    if (unchanged(platforms, nextPlatforms) && unchanged(kitKeys, nextKitKeys)) continue;
    await execute(
      `update quest set platforms = ${nextPlatforms.length > 0 ? 'array[?]::text[]' : `'{}'`}, kit_keys = ?::jsonb where id = ?`,
      [...(nextPlatforms.length > 0 ? [nextPlatforms] : []), JSON.stringify(nextKitKeys), row.id],
    );
  }
  for (const row of await execute(`select id, rewards from mission`)) {
    const rewards = row.rewards as CodesReward[];
    const next = rewards.map((r) => (r.kind === 'codes' && r.platforms ? { ...r, platforms: [...new Set(r.platforms.map(to))] } : r));
    if (!unchanged(rewards, next)) await execute(`update mission set rewards = ?::jsonb where id = ?`, [JSON.stringify(next), row.id]);
  }
  for (const row of await execute(`select id, reward_claims from mission_run`)) {
    const claims = row.reward_claims as RewardClaim[];
    const next = claims.map((c) => (typeof c.platform === 'string' ? { ...c, platform: to(c.platform) } : c));
    if (!unchanged(claims, next))
      await execute(`update mission_run set reward_claims = ?::jsonb where id = ?`, [JSON.stringify(next), row.id]);
  }
  return { renamed, unknown: [...unknown].sort() };
}

/** The migration's output: what became what, and what went to the fallback. */
export function describePlatformReport(report: PlatformVocabularyReport): string {
  const renamed = Object.entries(report.renamed).map(([raw, platform]) => `  ${JSON.stringify(raw)} -> ${platform}`);
  const unknown = report.unknown.map((raw) => `  ${JSON.stringify(raw)}`);
  return [
    `Platforms brought to the vocabulary: ${renamed.length} stored names renamed.`,
    ...renamed,
    `Names the vocabulary does not know, now "${FALLBACK_PLATFORM}" (${unknown.length}):`,
    ...unknown,
  ].join('\n');
}
