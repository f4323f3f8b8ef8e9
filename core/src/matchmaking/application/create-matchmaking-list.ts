import { newId } from '../../shared/ids.ts';
import { ok, type Result } from '../../shared/result.ts';
import { parseBrief, type BriefError } from '../domain/matchmaking-brief.ts';
import type { MatchmakingList } from '../domain/matchmaking-list.entity.ts';
import type { MatchmakingDeps } from './matchmaking-deps.ts';

export interface CreateMatchmakingListInput {
  companyId: string;
  /** The wizard's answers, checked here (activation and objective first). */
  brief: unknown;
}

export class CreateMatchmakingList {
  private readonly deps: Pick<MatchmakingDeps, 'lists' | 'clock'>;

  constructor(deps: Pick<MatchmakingDeps, 'lists' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: CreateMatchmakingListInput): Promise<Result<MatchmakingList, BriefError>> {
    const brief = parseBrief(input.brief);
    if (!brief.ok) return brief;
    const list: MatchmakingList = {
      id: newId(),
      companyId: input.companyId,
      brief: brief.value,
      createdAt: this.deps.clock.now(),
      results: null,
      selectedCreatorIds: [],
    };
    await this.deps.lists.save(list);
    return ok(list);
  }
}
