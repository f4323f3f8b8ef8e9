import type { PageRequest } from '../../shared/page.ts';
import { ok, type Result } from '../../shared/result.ts';
import { contentPostRef } from '../domain/content-post-ref.ts';
import { QUEST_RUN_TABS } from '../domain/quest-orders.ts';
import { questResults, type QuestResults } from '../domain/quest-results.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';
import type { Quest } from '../domain/quest.entity.ts';
import type { QuestNotFound } from '../domain/quests.errors.ts';
import type { ContentFiguresRequest } from '../ports/quest-content-figures.port.ts';
import { loadOwnedQuest } from './owned-quest.ts';
import type { QuestsDeps } from './quests-deps.ts';

/** Runs read per page; a Quest's runs are its offers, a few hundred at most in practice. */
const PAGE = 200;
/** A bound on one tab's runs, so one Quest's results stay one bounded read. */
const MAX_RUNS_PER_TAB = 5_000;

export interface QuestResultsView extends QuestResults {
  readonly quest: Quest;
}

/** Results of the company's own Quest (spec 2: /results with creators, games, activations, content). */
export class GetQuestResults {
  private readonly deps: Pick<QuestsDeps, 'quests' | 'runs' | 'contentFigures'>;

  constructor(deps: Pick<QuestsDeps, 'quests' | 'runs' | 'contentFigures'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; questId: string }): Promise<Result<QuestResultsView, QuestNotFound>> {
    const quest = await loadOwnedQuest(this.deps.quests, input.questId, input.companyId);
    if (!quest.ok) return quest;
    const runs = (await Promise.all(QUEST_RUN_TABS.map((tab) => this.#allRuns(quest.value.id, tab)))).flat();
    const requests = runs.flatMap((run): ContentFiguresRequest[] => {
      const url = run.submissions.at(-1)?.url;
      const ref = url ? contentPostRef(url) : null;
      return ref ? [{ creatorId: run.creatorId, ...ref }] : [];
    });
    const figures = requests.length > 0 ? await this.deps.contentFigures.figuresOf(requests) : [];
    return ok({ quest: quest.value, ...questResults(runs, figures) });
  }

  async #allRuns(questId: string, tab: (typeof QUEST_RUN_TABS)[number]): Promise<QuestRun[]> {
    const runs: QuestRun[] = [];
    let after: string | null = null;
    while (runs.length < MAX_RUNS_PER_TAB) {
      const page: PageRequest = { after, before: null, limit: PAGE, inverted: false };
      const found = await this.deps.runs.listByQuest(questId, tab, page);
      runs.push(...found);
      const last = found.at(-1);
      if (found.length < PAGE || !last) break;
      after = this.deps.runs.cursorOf(last);
    }
    return runs;
  }
}
