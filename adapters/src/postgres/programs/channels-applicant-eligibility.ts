import { restrictsApplicants, type CreatorProgram } from '@lurkit/core/programs/domain/creator-program.entity.ts';
import type {
  ApplicantEligibility,
  ApplicantEligibilityPort,
  ApplicantRequirementGroup,
} from '@lurkit/core/programs/ports/applicant-eligibility.port.ts';
import type { CreatorEligibilityPort } from '@lurkit/core/keys/ports/creator-eligibility.port.ts';
import { pickChecks } from '@lurkit/core/requirements/domain/requirement-checks.ts';

/** The creator-side reads the eligibility needs: the requirements and the company's lists the creator is on. */
type ChannelsEligibility = CreatorEligibilityPort & { creatorListsOf(creatorId: string, companyId: string): Promise<string[]> };

const APPLICANT_GROUPS = ['location', 'language', 'audience'] as const;

/**
 * A program's requirements measured like a Key campaign's (the requirements context, through the
 * channels adapter): channel size, location and language, with no program waivers. The company's
 * picks (chosen creator lists, whitelist) are the campaigns' own check, read here as who may apply at
 * all rather than as a way past the channel size: a group of their own, `selection`. VIP access
 * the company granted for the program (or staff's) waives the channel size, and location and language
 * when the grant says so; the channels adapter must be built to read CREATOR_PROGRAM grants.
 */
export class ChannelsApplicantEligibility implements ApplicantEligibilityPort {
  readonly #channels: ChannelsEligibility;

  constructor(channels: ChannelsEligibility) {
    this.#channels = channels;
  }

  async evaluate(creatorId: string, program: CreatorProgram): Promise<ApplicantEligibility> {
    const result = await this.#channels.evaluate(
      creatorId,
      program.companyId,
      {
        ...program.requirements,
        creatorListIds: [],
        whitelist: [],
        creatorProgramId: null,
        allowOffersFromAllCreators: false,
        vipAccess: true,
      },
      program.id,
    );
    const groups: ApplicantRequirementGroup[] = result.groups.flatMap((g) => {
      const group = APPLICANT_GROUPS.find((name) => name === g.group);
      return group ? [{ group, status: g.status, reasons: g.reasons }] : [];
    });
    if (restrictsApplicants(program)) groups.push(await this.#selection(creatorId, program, result.vipAccess !== null));
    return { eligible: groups.every((g) => g.status === 'Passed'), groups, vipAccess: result.vipAccess };
  }

  /** On one of the chosen lists or the whitelist; VIP access the company granted waives it, as it waives the picks on a campaign. */
  async #selection(creatorId: string, program: CreatorProgram, vip: boolean): Promise<ApplicantRequirementGroup> {
    if (vip) return { group: 'selection', status: 'Passed', reasons: ['VIP access: this requirement does not apply to you.'] };
    const creatorListIds = await this.#channels.creatorListsOf(creatorId, program.companyId);
    const checks = pickChecks(program.requirements, { creatorId, creatorListIds }, 'Creator Program');
    const met = checks.filter((c) => c.met);
    return met.length > 0
      ? { group: 'selection', status: 'Passed', reasons: met.map((c) => c.reason) }
      : { group: 'selection', status: 'Not met', reasons: checks.map((c) => c.reason) };
  }
}
