import type { PageRequest } from '../../shared/page.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { MissionRun } from '../domain/mission-run.entity.ts';
import type { MissionRunState } from '../domain/mission-run.machine.ts';
import type { Mission } from '../domain/mission.entity.ts';
import { MembersOnly, MissionNotFound } from '../domain/missions.errors.ts';
import type { CriteriaEvaluation } from '../domain/mission-progress.ts';
import { mayTakePart } from './may-take-part.ts';
import { evaluateRun } from './mission-progress.ts';
import type { MissionsDeps } from './missions-deps.ts';
import type { MissionVipAccess } from '../ports/mission-vip.port.ts';

/** Whether a published mission still takes new runs now or later: not ended (it may start later). */
const notOver = (mission: Mission, now: Date): boolean => mission.published && (mission.endDate === null || now < mission.endDate);

/** The company's creator-management tabs for missions (spec 2: Ongoing, Review, Completed) plus ended runs. */
export const RUN_TABS = ['ongoing', 'review', 'completed', 'ended'] as const;
export type RunTab = (typeof RUN_TABS)[number];
export const RUN_STATES_BY_TAB: Readonly<Record<RunTab, readonly MissionRunState[]>> = {
  ongoing: ['active'],
  review: ['review'],
  completed: ['claimReward', 'completed'],
  ended: ['declined', 'canceled', 'expired'],
};

/** The company's own mission; another company's reads as not found. */
export async function ownedMission(
  deps: Pick<MissionsDeps, 'missions'>,
  missionId: string,
  companyId: string,
): Promise<Result<Mission, MissionNotFound>> {
  const mission = await deps.missions.findById(missionId);
  return mission && mission.companyId === companyId ? ok(mission) : err(new MissionNotFound());
}

export class ListMissionRuns {
  private readonly deps: Pick<MissionsDeps, 'missions' | 'runs'>;

  constructor(deps: Pick<MissionsDeps, 'missions' | 'runs'>) {
    this.deps = deps;
  }

  async execute(input: {
    missionId: string;
    companyId: string;
    tab: RunTab;
    page: PageRequest;
  }): Promise<Result<MissionRun[], MissionNotFound>> {
    const mission = await ownedMission(this.deps, input.missionId, input.companyId);
    if (!mission.ok) return mission;
    return ok(await this.deps.runs.listByMission(mission.value.id, RUN_STATES_BY_TAB[input.tab], input.page));
  }
}

/**
 * Creator management's Missions tabs: one tab across every mission of the company's Creator Program;
 * empty before the company has a program (missions live in it, spec 6).
 */
export class ListCompanyMissionRuns {
  private readonly deps: Pick<MissionsDeps, 'missions' | 'runs' | 'programs'>;

  constructor(deps: Pick<MissionsDeps, 'missions' | 'runs' | 'programs'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; tab: RunTab; page: PageRequest }): Promise<Result<MissionRun[], never>> {
    const program = await this.deps.programs.findProgramOfCompany(input.companyId);
    if (!program) return ok([]);
    const missions = (await this.deps.missions.listByProgram(program.id)).filter((m) => m.companyId === input.companyId);
    return ok(
      await this.deps.runs.listByMissions(
        missions.map((m) => m.id),
        RUN_STATES_BY_TAB[input.tab],
        input.page,
      ),
    );
  }
}

export interface CreatorMissionView {
  readonly mission: Mission;
  /** The creator's latest run, null before joining. */
  readonly run: MissionRun | null;
  /** How far the latest run is, criterion by criterion; null without a run. */
  readonly progress: CriteriaEvaluation | null;
  /** The creator's VIP access to the mission (the company's grant or platform VIP); null: none. */
  readonly vipAccess: MissionVipAccess | null;
}

/** A mission as a member (or a VIP) sees it (spec 6: missions belong to the Creator Program; others see an empty state). */
export class ViewMissionAsCreator {
  private readonly deps: Pick<MissionsDeps, 'missions' | 'runs' | 'programs' | 'vip' | 'progress' | 'clock'>;

  constructor(deps: Pick<MissionsDeps, 'missions' | 'runs' | 'programs' | 'vip' | 'progress' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { missionId: string; creatorId: string }): Promise<Result<CreatorMissionView, MissionNotFound | MembersOnly>> {
    const mission = await this.deps.missions.findById(input.missionId);
    if (!mission || !mission.published) {
      // A draft exists only for its company; a creator who already joined keeps seeing an unpublished one.
      const run = mission && (await this.deps.runs.findLatest(mission.id, input.creatorId));
      if (!mission || !run) return err(new MissionNotFound());
    }
    if (!(await mayTakePart(this.deps, mission, input.creatorId))) return err(new MembersOnly());
    const run = await this.deps.runs.findLatest(mission.id, input.creatorId);
    const progress = run ? await evaluateRun(this.deps, mission, run) : null;
    const vipAccess = await this.deps.vip.vipAccessOf(mission, input.creatorId);
    return ok({ mission, run, progress, vipAccess });
  }
}

/** The published missions of a program with the member's latest run of each. */
export class ListProgramMissions {
  private readonly deps: Pick<MissionsDeps, 'missions' | 'runs' | 'programs'>;

  constructor(deps: Pick<MissionsDeps, 'missions' | 'runs' | 'programs'>) {
    this.deps = deps;
  }

  async execute(input: {
    programId: string;
    creatorId: string;
  }): Promise<Result<{ mission: Mission; run: MissionRun | null }[], MembersOnly>> {
    if (!(await this.deps.programs.isAcceptedMember(input.programId, input.creatorId))) return err(new MembersOnly());
    const missions = (await this.deps.missions.listByProgram(input.programId)).filter((m) => m.published);
    const runs = await this.deps.runs.findLatestOfCreator(
      input.creatorId,
      missions.map((m) => m.id),
    );
    return ok(missions.map((mission) => ({ mission, run: runs.find((r) => r.missionId === mission.id) ?? null })));
  }
}

/**
 * Spec 2's public missions on Deals: the published missions of every program the creator is an
 * accepted member of that are open or still to open and that the creator has not joined, soonest
 * start first. Missions of programs the creator is not in are never listed.
 */
export class ListOpenMissionsForCreator {
  private readonly deps: Pick<MissionsDeps, 'missions' | 'runs' | 'programs' | 'clock'>;

  constructor(deps: Pick<MissionsDeps, 'missions' | 'runs' | 'programs' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string }): Promise<Result<Mission[], never>> {
    const now = this.deps.clock.now();
    const programIds = await this.deps.programs.programsOfMember(input.creatorId);
    const missions = (await Promise.all(programIds.map((id) => this.deps.missions.listByProgram(id))))
      .flat()
      .filter((m) => notOver(m, now));
    const joined = new Set(
      (
        await this.deps.runs.findLatestOfCreator(
          input.creatorId,
          missions.map((m) => m.id),
        )
      ).map((r) => r.missionId),
    );
    return ok(missions.filter((m) => !joined.has(m.id)).sort((a, b) => a.startDate.getTime() - b.startDate.getTime()));
  }
}

/**
 * A program's public page (for anyone, signed in or not): its published missions that are open or
 * still to open, soonest start first, so a visitor reads what the program offers before joining.
 * Drafts (a mission held for review is one) and ended ones stay out; nothing here names who took part.
 */
export class ListPublicProgramMissions {
  private readonly deps: Pick<MissionsDeps, 'missions' | 'clock'>;

  constructor(deps: Pick<MissionsDeps, 'missions' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { programId: string }): Promise<Result<Mission[], never>> {
    const now = this.deps.clock.now();
    const missions = await this.deps.missions.listByProgram(input.programId);
    return ok(missions.filter((m) => notOver(m, now)).sort((a, b) => a.startDate.getTime() - b.startDate.getTime()));
  }
}
