import { audienceAuthenticity, type AudienceAuthenticity } from '../domain/audience-authenticity.ts';
import { periodDays, type StatisticsDays } from '../domain/statistics-days.ts';
import { fillDays } from './get-creator-insights.ts';
import type { InsightsDeps } from './insights-deps.ts';

/** The period every creator card judges: the insights pages' own default, so card and details agree. */
export const CARD_AUTHENTICITY_DAYS = 30;

const TOO_LITTLE: AudienceAuthenticity = { score: null, level: null, signals: [] };

export interface JudgedAuthenticity {
  readonly days: StatisticsDays;
  /** One entry per asked id; ids that are no creator's judge as too little data. */
  readonly byCreator: ReadonlyMap<string, AudienceAuthenticity>;
}

/**
 * Audience authenticity of many creators over the last 30 days, for the creator cards and tables a
 * company reads (matchmaking results, participants, public pages): three store reads for any number of
 * creators, judged exactly as the creator's insights judge the same period.
 */
export class JudgeAudienceAuthenticity {
  private readonly deps: Pick<InsightsDeps, 'statistics' | 'creators' | 'clock'>;
  constructor(deps: Pick<InsightsDeps, 'statistics' | 'creators' | 'clock'>) {
    this.deps = deps;
  }

  async execute(creatorIds: readonly string[]): Promise<JudgedAuthenticity> {
    const days = periodDays(CARD_AUTHENTICITY_DAYS, this.deps.clock.now());
    const ids = [...new Set(creatorIds)];
    if (ids.length === 0) return { days, byCreator: new Map() };
    const [creators, read] = await Promise.all([
      this.deps.creators.findCreators(ids),
      this.deps.statistics.creatorsFiguresAndDaily(ids, days),
    ]);
    const byCreator = new Map<string, AudienceAuthenticity>(ids.map((id) => [id, TOO_LITTLE]));
    for (const creator of creators) {
      const own = read.get(creator.id);
      if (own) byCreator.set(creator.id, audienceAuthenticity(own.figures, fillDays(days, own.daily), creator.channels, own.chat));
    }
    return { days, byCreator };
  }
}
