import { audienceThresholds } from '../support/fixtures.ts';
import { CLEAN_AUTHENTICITY } from '../../ui/src/insights/authenticity-fixtures.ts';
import type {
  MyCreatorProgram,
  ProgramAnnouncement,
  ProgramApplication,
} from '../../apps/web/src/programs/operations/company-creator-program.operations.ts';
import type {
  CreatorProgramCard,
  CreatorProgramPage,
  MyProgramMembership,
} from '../../apps/web/src/programs/operations/creator-programs.operations.ts';

/** A Creator Program as GraphQL answers it (the CreatorProgramFields fragment). */
export const aProgram = (changes: Partial<CreatorProgramCard> = {}): CreatorProgramCard => ({
  id: 'program-1',
  name: 'Northern Lights Creators',
  description: 'Our community of streamers and video creators: early builds, keys for every release and missions with rewards.',
  visibility: 'discoverable',
  perks: ['Early access builds', 'A Discord channel with the developers'],
  codeOfConduct: 'Be kind in chat. No spoilers before the embargo.',
  applicationResponseDays: null,
  createdAt: '2030-01-10T10:00:00.000Z',
  company: { id: 'c-1', name: 'Northern Lights Games' },
  requirements: {
    audience: audienceThresholds({ twitchFollowers: 100 }),
    countries: [],
    continents: [],
    languages: ['en'],
  },
  applicantsPicked: false,
  creatorListIds: [],
  whitelist: [],
  keyAccess: { mode: 'all', count: null, ids: [] },
  questAccess: { mode: 'count', count: 2, ids: [] },
  questions: [
    { id: 'q-1', text: 'Which games do you stream most?', required: true },
    { id: 'q-2', text: 'Anything else we should know?', required: false },
  ],
  ...changes,
});

/** The company's own program with its membership counts. */
export const myProgram = (changes: Partial<MyCreatorProgram> = {}): MyCreatorProgram => ({
  ...aProgram(),
  membershipCounts: [
    { state: 'applied', count: 2 },
    { state: 'accepted', count: 1 },
    { state: 'rejected', count: 1 },
  ],
  ...changes,
});

export const anApplication = (changes: Partial<ProgramApplication> = {}): ProgramApplication => ({
  id: 'membership-1',
  programId: 'program-1',
  state: 'applied',
  label: 'Application sent',
  appliedAt: '2030-02-01T09:30:00.000Z',
  decidedAt: null,
  decidedBy: null,
  decisionReason: null,
  answers: [{ questionId: 'q-1', answer: 'Fjord Fishers and cosy co-op games' }],
  profile: { country: 'SE', languages: ['sv', 'en'], hardware: ['PC', 'Steam Deck'] },
  creator: { id: 'creator-1', username: 'annastreams', displayName: 'Anna Streams', authenticity: CLEAN_AUTHENTICITY },
  vipAccess: null,
  ...changes,
});

export const anAnnouncement = (changes: Partial<ProgramAnnouncement> = {}): ProgramAnnouncement => ({
  id: 'announcement-1',
  title: 'New build on Friday',
  text: 'Members get the beta build of the winter update on Friday: look for the key in your missions.',
  createdAt: '2030-02-10T08:00:00.000Z',
  lastEditedAt: null,
  ...changes,
});

/** A program's page as a creator sees it; `state` is their membership. */
export const programPage = (
  state: 'none' | 'applied' | 'pending' | 'accepted' | 'rejected' = 'accepted',
  changes: Partial<NonNullable<CreatorProgramPage>> = {},
): NonNullable<CreatorProgramPage> => ({
  program: aProgram(),
  membershipState: state,
  membershipLabel: {
    none: 'Join program',
    applied: 'Application sent',
    pending: 'Application sent',
    accepted: 'Visit program',
    rejected: 'Rejected',
  }[state],
  canSeeMemberContent: state === 'accepted',
  announcements: state === 'accepted' ? [anAnnouncement()] : [],
  ...changes,
});

export const aMembership = (changes: Partial<MyProgramMembership> = {}): MyProgramMembership => ({
  ...anApplication({ state: 'accepted', label: 'Visit program', decidedAt: '2030-02-02T09:30:00.000Z', decidedBy: 'COMPANY' }),
  program: aProgram(),
  ...changes,
});

export const connection = <T>(nodes: T[]) => ({
  edges: nodes.map((node) => ({ node })),
  pageInfo: { hasNextPage: false, endCursor: null },
});
