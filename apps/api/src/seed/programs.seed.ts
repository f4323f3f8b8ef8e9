import type { MissionsDeps } from '@lurkit/core/missions/application/missions-deps.ts';
import type { MissionRun } from '@lurkit/core/missions/domain/mission-run.entity.ts';
import type { MissionRunState } from '@lurkit/core/missions/domain/mission-run.machine.ts';
import type { Mission } from '@lurkit/core/missions/domain/mission.entity.ts';
import type { ProgramsDeps } from '@lurkit/core/programs/application/programs-deps.ts';
import { OPEN_PROGRAM_REQUIREMENTS, type CreatorProgram } from '@lurkit/core/programs/domain/creator-program.entity.ts';
import type { ProgramMembership } from '@lurkit/core/programs/domain/membership.entity.ts';
import type { ActivationPublishingRepositoryPort } from '@lurkit/core/publishing/ports/activation-publishing-repository.port.ts';
import { addMs, DAY_MS, HOUR_MS } from '@lurkit/core/shared/time.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import type { DemoCodeItem } from './keys.seed.ts';
import type { SeededRandom } from './seeded-random.ts';

export interface ProgramsSeeding {
  programs: Pick<ProgramsDeps, 'programs' | 'memberships' | 'announcements'>;
  missions: Pick<MissionsDeps, 'missions' | 'runs'>;
  publishing: { activations: ActivationPublishingRepositoryPort };
}

export const DEMO_PROGRAM_NAME = 'Demo Studio Creators';
export const DEMO_MISSION_NAMES = {
  clip: 'Share your best clip',
  stream: 'Stream the demo for two hours',
  draft: 'Launch week (draft)',
  held: 'React to the launch trailer',
} as const;

/** Members in every state: the first creators after the showcase ones, then democreator accepted. */
const MEMBERSHIP_PLAN: ProgramMembership['state'][] = [
  'applied',
  'applied',
  'pending',
  'pending',
  ...Array<ProgramMembership['state']>(6).fill('accepted'),
  'rejected',
];
/** One run of the stream mission in each state but canceled, so both label sets show every label. */
const RUN_PLAN: MissionRunState[] = ['active', 'review', 'claimReward', 'completed', 'declined', 'expired'];

/**
 * Demo Studio's Creator Program: discoverable, with perks, a question and a code of conduct; members
 * in every state (democreator accepted), two announcements (one edited); a live mission with a
 * custom URL criterion approved automatically and a Code Manager code reward, a live stream mission
 * with runs in every label (one approved by the automatic review), a draft, and a pro-rated mission
 * held for staff review.
 */
export async function seedPrograms(
  deps: ProgramsSeeding,
  accounts: SeededAccounts,
  items: readonly DemoCodeItem[],
  random: SeededRandom,
  now: Date,
): Promise<CreatorProgram | null> {
  const studio = accounts.companies[0];
  const [demo, ...others] = accounts.creators;
  if (!studio || !demo) return null;
  const program: CreatorProgram = {
    id: random.uuid(),
    companyId: studio.id,
    name: DEMO_PROGRAM_NAME,
    description: 'Play Demo Studio games before anyone else, talk to the team on Discord and earn codes and merch with missions.',
    visibility: 'discoverable',
    requirements: OPEN_PROGRAM_REQUIREMENTS,
    perks: ['Early access builds', 'Private Discord channel with the developers', 'Merch drops for finished missions'],
    keyAccess: { mode: 'all' },
    questAccess: { mode: 'count', count: 3 },
    questions: [{ id: random.uuid(), text: 'Which of our games would you stream first, and why?', required: true }],
    codeOfConduct: 'Be kind to your chat and ours. Disclose every sponsorship. Respect embargoes and never share codes.',
    // No response deadline: the demo's applicants have waited weeks, and the sweep would decline them all.
    applicationResponseDays: null,
    createdAt: addMs(now, -60 * DAY_MS),
  };
  await deps.programs.programs.save(program);
  const members = [demo, ...others.slice(60, 60 + MEMBERSHIP_PLAN.length)];
  const states: ProgramMembership['state'][] = ['accepted', ...MEMBERSHIP_PLAN];
  const accepted: string[] = [];
  let removed: string | null = null;
  for (const [index, creator] of members.entries()) {
    const state = states[index]!;
    const appliedAt = addMs(now, -(40 - index) * DAY_MS);
    await deps.programs.memberships.save({
      id: random.uuid(),
      programId: program.id,
      creatorId: creator.id,
      state,
      answers: [
        {
          questionId: program.questions[0]!.id,
          answer: random.pick([
            'Hollow Lantern, I love cosy horror.',
            'Tiny Trebuchets: my chat loves physics chaos.',
            'Moonlight Drifters, for the soundtrack.',
          ]),
        },
      ],
      profile: { country: random.pick(['SE', 'NO', 'DE', 'GB', 'US']), languages: ['en'], hardware: ['PC'] },
      codeOfConductAcceptedAt: appliedAt,
      appliedAt,
      decidedAt: state === 'accepted' || state === 'rejected' ? addMs(appliedAt, DAY_MS) : null,
    });
    if (state === 'accepted') accepted.push(creator.id);
    if (state === 'rejected') removed = creator.id;
  }
  const owner = studio.ownerId;
  await deps.programs.announcements.save({
    id: random.uuid(),
    programId: program.id,
    authorId: owner,
    title: 'Welcome to Demo Studio Creators',
    text: 'Thanks for joining! Missions open every few weeks; finished missions earn codes and merch.',
    createdAt: addMs(now, -30 * DAY_MS),
    lastEditedAt: addMs(now, -29 * DAY_MS),
  });
  await deps.programs.announcements.save({
    id: random.uuid(),
    programId: program.id,
    authorId: owner,
    title: 'Hollow Lantern patch 1.2 is out',
    text: 'New chapter, fewer crashes. Streams of the new chapter count for the stream mission.',
    createdAt: addMs(now, -3 * DAY_MS),
    lastEditedAt: null,
  });
  await seedMissions(deps, program, accepted, removed, items, random, now);
  return program;
}

async function seedMissions(
  deps: ProgramsSeeding,
  program: CreatorProgram,
  members: readonly string[],
  removed: string | null,
  items: readonly DemoCodeItem[],
  random: SeededRandom,
  now: Date,
) {
  const codes = items.find(
    (i) => i.companyId === program.companyId && i.platforms.some((p) => p.platform === 'Steam' && p.available >= 20),
  );
  const base = {
    companyId: program.companyId,
    programId: program.id,
    kit: null,
    proRatedFromPercent: null,
    published: false,
    heldForReview: false,
    createdAt: addMs(now, -20 * DAY_MS),
  };
  const clip: Mission = {
    ...base,
    id: random.uuid(),
    name: DEMO_MISSION_NAMES.clip,
    description: 'Post a clip of your favourite moment and send us the link: it is approved at once and you claim a Steam code.',
    kit: 'Clip ideas, our logo pack and the press kit: https://demostudio.example.com/press',
    gameIds: ['Hollow Lantern'],
    startDate: addMs(now, -10 * DAY_MS),
    endDate: addMs(now, 30 * DAY_MS),
    automaticReview: true,
    repeatCount: 1,
    criteria: [
      {
        operator: 'AND',
        criteria: [{ id: random.uuid(), metricType: 'CUSTOM', amount: 1, description: 'A link to your clip', submissionType: 'url' }],
      },
    ],
    rewards: codes
      ? [{ id: random.uuid(), kind: 'codes', itemId: codes.id, platforms: ['Steam'], numberOfCodes: 1 }]
      : [
          {
            id: random.uuid(),
            kind: 'custom',
            name: 'Shout-out',
            description: 'We feature your clip on our channels.',
            imageUrl: null,
            message: null,
          },
        ],
  };
  const stream: Mission = {
    ...base,
    id: random.uuid(),
    name: DEMO_MISSION_NAMES.stream,
    description: 'Stream Tiny Trebuchets for two hours, or share a video of it, and earn a Demo Studio hoodie.',
    gameIds: ['Tiny Trebuchets'],
    startDate: addMs(now, -15 * DAY_MS),
    endDate: addMs(now, 4 * DAY_MS),
    automaticReview: true,
    repeatCount: 0,
    criteria: [
      {
        operator: 'OR',
        criteria: [
          { id: random.uuid(), metricType: 'STREAM_CONTENT_AIR_TIME', amount: 120 },
          { id: random.uuid(), metricType: 'VIDEO_VIEWS', amount: 1000 },
        ],
      },
      {
        operator: 'AND',
        criteria: [
          {
            id: random.uuid(),
            metricType: 'CLICKS',
            amount: 10,
            url: 'https://store.steampowered.com/app/000000',
            callToAction: 'Wishlist Tiny Trebuchets',
          },
        ],
      },
    ],
    rewards: [
      {
        id: random.uuid(),
        kind: 'merchandise',
        name: 'Demo Studio hoodie',
        imageUrl: 'https://demostudio.example.com/hoodie.png',
        numberOfItems: 50,
        message: 'Ships within two weeks.',
        collectAddress: true,
        grantedCount: 1,
      },
    ],
  };
  const draft: Mission = {
    ...base,
    id: random.uuid(),
    name: DEMO_MISSION_NAMES.draft,
    description: 'Cover launch week.',
    gameIds: [],
    startDate: addMs(now, 20 * DAY_MS),
    endDate: null,
    automaticReview: false,
    repeatCount: 1,
    criteria: [{ operator: 'AND', criteria: [{ id: random.uuid(), metricType: 'STREAM_CONTENT_CCV', amount: 50 }] }],
    rewards: [],
  };
  // Sent to publish and held for staff review (Mission review in demostaff's queue); pro-rated, so a
  // creator reaching half the views earns half the codes.
  const held: Mission = {
    ...base,
    id: random.uuid(),
    name: DEMO_MISSION_NAMES.held,
    description: 'Post a reaction video to the launch trailer. Reaching half the views earns half the codes.',
    gameIds: ['Hollow Lantern'],
    startDate: addMs(now, 7 * DAY_MS),
    endDate: addMs(now, 37 * DAY_MS),
    automaticReview: true,
    repeatCount: 1,
    proRatedFromPercent: 50,
    criteria: [{ operator: 'AND', criteria: [{ id: random.uuid(), metricType: 'VIDEO_VIEWS', amount: 2000 }] }],
    rewards: codes ? [{ id: random.uuid(), kind: 'codes', itemId: codes.id, platforms: ['Steam'], numberOfCodes: 4 }] : clip.rewards,
  };
  for (const mission of [clip, stream, draft, held]) await deps.missions.missions.save(mission);
  await deps.publishing.activations.save({
    id: held.id,
    companyId: held.companyId,
    publishState: 'waitingForReview',
    subject: { kind: 'mission', startDate: held.startDate, criterionCount: 1, gameCount: 1, rewardCount: 1 },
    firstWentLiveAt: null,
    publishedAt: addMs(now, -DAY_MS),
    unpublishedAt: null,
    reviewNote: null,
    archivedAt: null,
  });
  for (const mission of [clip, stream]) {
    await deps.publishing.activations.save({
      id: mission.id,
      companyId: mission.companyId,
      publishState: 'published',
      subject: { kind: 'mission', startDate: mission.startDate, criterionCount: 1, gameCount: 1, rewardCount: 1 },
      firstWentLiveAt: mission.startDate,
      publishedAt: mission.startDate,
      unpublishedAt: null,
      reviewNote: null,
      archivedAt: null,
    });
  }
  // democreator (members[0]) is left out, so the demo creator can join both missions themselves.
  for (const [index, state] of RUN_PLAN.entries()) {
    const creatorId = members[1 + index];
    if (creatorId) await deps.missions.runs.save(runIn(stream, creatorId, index, state, random, now));
  }
  // The member the company removed: their unfinished run was canceled when the membership ended.
  if (removed) await deps.missions.runs.save(runIn(stream, removed, RUN_PLAN.length, 'canceled', random, now));
}

function runIn(mission: Mission, creatorId: string, order: number, state: MissionRunState, random: SeededRandom, now: Date): MissionRun {
  const joinedAt = addMs(now, -(12 - order) * DAY_MS);
  const submittedAt = addMs(joinedAt, DAY_MS);
  const submitted = state !== 'active' && state !== 'expired' && state !== 'canceled';
  const accepted = state === 'claimReward' || state === 'completed';
  const reward = mission.rewards[0];
  return {
    id: random.uuid(),
    missionId: mission.id,
    creatorId,
    repeatNumber: 1,
    state,
    joinedAt,
    submission: submitted
      ? { items: [{ kind: 'url', url: `https://www.twitch.tv/videos/${random.int(100000, 999999)}`, criterionId: null }], submittedAt }
      : null,
    review: accepted
      ? {
          outcome: 'accepted',
          by: state === 'claimReward' ? 'SYSTEM' : 'COMPANY',
          at: addMs(submittedAt, DAY_MS),
          message: null,
          criteriaMet: true,
          sharePercent: 100,
        }
      : state === 'declined'
        ? {
            outcome: 'rejected',
            by: 'COMPANY',
            at: addMs(submittedAt, DAY_MS),
            message: 'The stream was of another game.',
            criteriaMet: false,
            sharePercent: 0,
          }
        : null,
    rewardClaims:
      state === 'completed' && reward
        ? [
            {
              rewardId: reward.id,
              outcome: 'claimed',
              codes: [],
              platform: null,
              address: {
                firstName: 'Alex',
                lastName: 'Berg',
                streetName: 'Storgatan',
                streetNumber: '1',
                zipCode: '11122',
                city: 'Stockholm',
                province: null,
                country: 'SE',
                email: null,
              },
            },
          ]
        : [],
    // The company home's timeline shows mission runs among its newest events: a kit taken and rewards claimed today.
    kitClaimedAt: state === 'active' ? addMs(now, -HOUR_MS) : null,
    remindedAt: null,
    endedAt:
      state === 'completed'
        ? addMs(now, -3 * HOUR_MS)
        : ['declined', 'canceled', 'expired'].includes(state)
          ? addMs(submittedAt, 2 * DAY_MS)
          : null,
  };
}
