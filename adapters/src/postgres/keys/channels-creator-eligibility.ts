import type { KeyRequirements } from '@lurkit/core/keys/domain/key-campaign.entity.ts';
import type { CreatorEligibilityPort, KeyEligibility } from '@lurkit/core/keys/ports/creator-eligibility.port.ts';
import { evaluateRequirements } from '@lurkit/core/requirements/domain/evaluate-requirements.ts';
import { shortfallsOf, type CreatorSnapshot } from '@lurkit/core/requirements/domain/eligibility.ts';
import type { VipActivationType } from '@lurkit/core/creator-lists/domain/vip-grant.entity.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CreatorChannelEntity, type CreatorChannelRow } from '../channels/creator-channel.entity.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { grantsAccess } from '@lurkit/core/programs/domain/creator-program.entity.ts';
import type { ActivationAccess } from '@lurkit/core/programs/domain/creator-program.schema.ts';
import type { ProgramActivationKind } from '@lurkit/core/programs/domain/program-activations.ts';
import { TableProgramActivations } from '../programs/table-program-activations.ts';

/** What the creator lists and VIP grants say about one creator, whatever the company or campaign. */
interface CreatorPicks {
  /** The lists the creator is on, with the company each belongs to. */
  readonly lists: readonly { readonly listId: string; readonly companyId: string }[];
  /** Companies' VIP grants, by activation type and id (`KEY:<id>`). */
  readonly vip: ReadonlyMap<string, { readonly companyId: string; readonly waivesLocationAndLanguage: boolean }>;
  /** VIP access staff set for every activation; null when none. */
  readonly platformVip: { readonly waivesLocationAndLanguage: boolean } | null;
  /** Creator Programs where the creator is an accepted member, with the Key and Quest access each grants. */
  readonly programs: readonly { readonly programId: string; readonly access: Record<ProgramActivationKind, ActivationAccess> }[];
}

const NO_PICKS: CreatorPicks = { lists: [], vip: new Map(), platformVip: null, programs: [] };

const VIP_TYPE_OF: Record<ProgramActivationKind, VipActivationType> = { key: 'KEY', quest: 'QUEST' };

/** The company's creator lists the creator is on; other companies' lists never count. */
const listsOfCompany = (picks: CreatorPicks, companyId: string): string[] =>
  picks.lists.filter((l) => l.companyId === companyId).map((l) => l.listId);

/** The company's grant for this activation and staff's platform VIP, merged; null when neither applies. */
function vipOf(
  picks: CreatorPicks,
  type: VipActivationType,
  activationId: string,
  companyId: string,
): { waivesLocationAndLanguage: boolean } | null {
  const grant = picks.vip.get(`${type}:${activationId}`);
  const own = grant && grant.companyId === companyId ? grant : null;
  if (!own && !picks.platformVip) return null;
  return { waivesLocationAndLanguage: Boolean(own?.waivesLocationAndLanguage || picks.platformVip?.waivesLocationAndLanguage) };
}

/**
 * Gathers what the requirements read about a creator and evaluates them (core's requirements
 * context). Country and languages come from the creator's connected channels, the biggest channel
 * naming the country. Creator lists count when they are the campaign's company's; VIP access when
 * that company granted it for this activation, or staff set platform VIP, waiving location and
 * language only if the grant says so (either grant saying so is enough).
 * Program membership counts when the creator is an accepted member and the program's Key access
 * reaches this campaign: all of them, the listed ones, or a number (campaigns of the program the
 * creator already takes part in use it up). Quests evaluate through the same class with their kind,
 * so a program's Quest access counts Quest runs and its Key access Key requests.
 */
export class ChannelsCreatorEligibility implements CreatorEligibilityPort {
  readonly #em: EntityManager;
  readonly #kind: ProgramActivationKind;
  readonly #vipType: VipActivationType;

  /** `vipType`: whose VIP grants count (a Creator Program's applicants are measured with Key figures). */
  constructor(em: EntityManager, kind: ProgramActivationKind = 'key', vipType: VipActivationType = VIP_TYPE_OF[kind]) {
    this.#em = em;
    this.#kind = kind;
    this.#vipType = vipType;
  }

  /**
   * Three reads per creator per request (channels, lists, VIP grants), whatever the number of
   * campaigns: "only eligible" browsing evaluates the same creator for every campaign on the page.
   */
  readonly #channels = new Map<string, Promise<CreatorChannelRow[]>>();
  readonly #picks = new Map<string, Promise<CreatorPicks>>();

  async evaluate(creatorId: string, companyId: string, requirements: KeyRequirements, campaignId: string): Promise<KeyEligibility> {
    const [channels, picks, profile] = await Promise.all([
      this.#channelsOf(creatorId),
      this.#picksOf(creatorId),
      this.#profileOf(creatorId),
    ]);
    const vip = requirements.vipAccess ? vipOf(picks, this.#vipType, campaignId, companyId) : null;
    const snapshot: CreatorSnapshot = {
      creatorId,
      // The country and language the creator set in their profile win over what the channels say.
      country: profile?.country ?? channels[0]?.country ?? null,
      languages: [
        ...new Set([...(profile?.language ? [profile.language] : []), ...channels.map((c) => c.language.slice(0, 2).toLowerCase())]),
      ],
      channels: channels.map((c) => ({
        provider: c.provider as 'twitch' | 'youtube' | 'tiktok',
        followers: c.followers,
        averageConcurrentViewers: c.averageConcurrentViewers ?? null,
        averageViewsPerVideo: c.averageViewsPerVideo ?? null,
        averageViewsPerShort: c.averageViewsPerShort ?? null,
      })),
      creatorListIds: listsOfCompany(picks, companyId),
      acceptedProgramIds: await this.#programsGranting(creatorId, picks, requirements.creatorProgramId, campaignId),
      hasVipAccess: vip !== null,
    };
    const result = evaluateRequirements(requirements, snapshot, { vipSkipsLocationAndLanguage: vip?.waivesLocationAndLanguage ?? false });
    const passed = (group: string) => result.groups.find((g) => g.group === group)?.status === 'Passed';
    return {
      eligible: result.eligible,
      locationAndLanguageMet: passed('location') && passed('language'),
      groups: result.groups.map(({ group, status, reasons }) => ({ group, status, reasons })),
      vipAccess: vip ? { waivesLocationAndLanguage: vip.waivesLocationAndLanguage } : null,
      missing: shortfallsOf(result),
    };
  }

  /** The company's creator lists the creator is on (a Creator Program's chosen lists are read against them). */
  async creatorListsOf(creatorId: string, companyId: string): Promise<string[]> {
    return listsOfCompany(await this.#picksOf(creatorId), companyId);
  }

  /** Only the program the campaign asks for matters; a count is checked against the creator's other activations of it. */
  async #programsGranting(creatorId: string, picks: CreatorPicks, asked: string | null, campaignId: string): Promise<string[]> {
    const program = picks.programs.find((p) => p.programId === asked);
    if (!program) return [];
    const access = program.access[this.#kind];
    let used = 0;
    if (access.mode === 'count') {
      const taking = await new TableProgramActivations(this.#em).takingPart(program.programId, this.#kind, creatorId);
      used = taking.filter((id) => id !== campaignId).length;
    }
    return grantsAccess(access, campaignId, used) ? [program.programId] : [];
  }

  readonly #profiles = new Map<string, Promise<{ country: string | null; language: string | null } | null>>();

  #profileOf(creatorId: string): Promise<{ country: string | null; language: string | null } | null> {
    if (!isUuid(creatorId)) return Promise.resolve(null);
    let found = this.#profiles.get(creatorId);
    if (!found) {
      found = unitOfWork(this.#em)
        .execute<{ country: string | null; language: string | null }[]>('select country, language from user_profile where user_id = ?', [
          creatorId,
        ])
        .then((rows) => rows[0] ?? null);
      this.#profiles.set(creatorId, found);
    }
    return found;
  }

  #channelsOf(creatorId: string): Promise<CreatorChannelRow[]> {
    if (!isUuid(creatorId)) return Promise.resolve([]);
    let found = this.#channels.get(creatorId);
    if (!found) {
      found = unitOfWork(this.#em).find(CreatorChannelEntity, { creator: creatorId }, { orderBy: { followers: 'desc', id: 'asc' } });
      this.#channels.set(creatorId, found);
    }
    return found;
  }

  #picksOf(creatorId: string): Promise<CreatorPicks> {
    if (!isUuid(creatorId)) return Promise.resolve(NO_PICKS);
    let found = this.#picks.get(creatorId);
    if (!found) {
      found = this.#readPicks(creatorId);
      this.#picks.set(creatorId, found);
    }
    return found;
  }

  async #readPicks(creatorId: string): Promise<CreatorPicks> {
    const execute = <T extends object[]>(sql: string, uses = 1) =>
      unitOfWork(this.#em).execute<T>(
        sql,
        Array.from({ length: uses }, () => creatorId),
      );
    const [lists, grants, programs] = await Promise.all([
      execute<{ list_id: string; company_id: string }[]>(
        'select m.list_id, l.company_id from creator_list_member m join creator_list l on l.id = m.list_id where m.creator_id = ?',
      ),
      execute<{ activation_type: string; activation_id: string; company_id: string; waives_location_and_language: boolean }[]>(
        `select activation_type, activation_id, company_id, waives_location_and_language from vip_grant where creator_id = ?
         union all
         select 'PLATFORM', creator_id, null, waives_location_and_language from platform_vip where creator_id = ?`,
        2,
      ),
      execute<{ program_id: string; key_access: ActivationAccess; quest_access: ActivationAccess }[]>(
        `select m.program_id, p.key_access, p.quest_access from program_membership m join creator_program p on p.id = m.program_id
         where m.creator_id = ? and m.state = 'accepted'`,
      ),
    ]);
    return {
      lists: lists.map((l) => ({ listId: l.list_id, companyId: l.company_id })),
      vip: new Map(
        grants
          .filter((g) => g.activation_type !== 'PLATFORM')
          .map((g) => [
            `${g.activation_type}:${g.activation_id}`,
            { companyId: g.company_id, waivesLocationAndLanguage: g.waives_location_and_language },
          ]),
      ),
      platformVip:
        grants
          .filter((g) => g.activation_type === 'PLATFORM')
          .map((g) => ({ waivesLocationAndLanguage: g.waives_location_and_language }))[0] ?? null,
      programs: programs.map((p) => ({ programId: p.program_id, access: { key: p.key_access, quest: p.quest_access } })),
    };
  }
}
