import type { CreatorProgram } from '@lurkit/core/programs/domain/creator-program.entity.ts';
import type { ApplicantEligibility, ApplicantEligibilityPort } from '@lurkit/core/programs/ports/applicant-eligibility.port.ts';
import type { CreatorEligibilityPort } from '@lurkit/core/keys/ports/creator-eligibility.port.ts';

const APPLICANT_GROUPS = ['location', 'language', 'audience'] as const;

/**
 * A program's requirements measured like a Key campaign's (the requirements context, through the
 * channels adapter): channel size, location and language, with no picks or program waivers. VIP access
 * the company granted for the program (or staff's) waives the channel size, and location and language
 * when the grant says so; the channels adapter must be built to read CREATOR_PROGRAM grants.
 */
export class ChannelsApplicantEligibility implements ApplicantEligibilityPort {
  readonly #channels: CreatorEligibilityPort;

  constructor(channels: CreatorEligibilityPort) {
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
    const groups = result.groups.flatMap((g) => {
      const group = APPLICANT_GROUPS.find((name) => name === g.group);
      return group ? [{ group, status: g.status, reasons: g.reasons }] : [];
    });
    return { eligible: groups.every((g) => g.status === 'Passed'), groups, vipAccess: result.vipAccess };
  }
}
