import type { ActivationAccess, ProgramRequirements, ProgramVisibility } from './creator-program.schema.ts';

export interface ApplicationQuestion {
  readonly id: string;
  readonly text: string;
  readonly required: boolean;
}

/** A company's member community; missions and rewards belong to it (spec section 6). */
export interface CreatorProgram {
  readonly id: string;
  readonly companyId: string;
  readonly name: string;
  readonly description: string;
  /** Hidden programs are reached only through their direct link. */
  readonly visibility: ProgramVisibility;
  /** Checked when a creator applies (the join flow's requirements step shows them). */
  readonly requirements: ProgramRequirements;
  readonly perks: readonly string[];
  readonly keyAccess: ActivationAccess;
  readonly questAccess: ActivationAccess;
  readonly questions: readonly ApplicationQuestion[];
  readonly codeOfConduct: string;
  /** Days the company gives itself to answer an application; null: no deadline. */
  readonly applicationResponseDays: number | null;
  readonly createdAt: Date;
}

export const isDiscoverable = (program: CreatorProgram): boolean => program.visibility === 'discoverable';

/** Whether members get this activation: all of them, the chosen ones, or (for a count) any while under it. */
export function grantsAccess(access: ActivationAccess, activationId: string, alreadyUsed: number): boolean {
  if (access.mode === 'all') return true;
  if (access.mode === 'list') return access.ids.includes(activationId);
  return alreadyUsed < access.count;
}

/** A new program asks nothing of applicants until the company says so. */
export const OPEN_PROGRAM_REQUIREMENTS: ProgramRequirements = {
  audience: {
    twitchFollowers: null,
    twitchAverageConcurrentViewers: null,
    youtubeSubscribers: null,
    youtubeAverageConcurrentViewers: null,
    youtubeAverageViewsPerVideo: null,
    youtubeAverageViewsPerShort: null,
    tiktokFollowers: null,
    tiktokAverageViewsPerShort: null,
  },
  location: { countries: [], continents: [] },
  languages: [],
  creatorListIds: [],
  whitelist: [],
};

/** Whether the company picked who may apply: creators on its chosen creator lists or its whitelist only. */
export const restrictsApplicants = (program: CreatorProgram): boolean =>
  program.requirements.creatorListIds.length > 0 || program.requirements.whitelist.length > 0;
