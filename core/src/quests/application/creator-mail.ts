import { escapeHtml } from '../../shared/escape-html.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';
import type { QuestsDeps } from './quests-deps.ts';

export type CreatorMailDeps = Pick<QuestsDeps, 'reminders' | 'mailer' | 'appUrl'>;

/** A run's quest log: where the creator answers offers, submits content and follows the payout. */
export const questLogPath = (run: Pick<QuestRun, 'questId' | 'id'>): string => `/campaigns/quests/${run.questId}/${run.id}`;

/**
 * Tells a run's creator of a step they must act on, by mail and under the bell, with the quest log
 * linked. The words are given the Quest's name; the subject is the bell entry's title.
 */
export async function mailRunCreator(
  deps: CreatorMailDeps,
  run: QuestRun,
  words: (questName: string) => { subject: string; text: string },
): Promise<void> {
  const [to, name] = await Promise.all([deps.reminders.addressesOf(run, 'CREATOR'), deps.reminders.questNameOf(run.questId)]);
  const path = questLogPath(run);
  const { subject, text: body } = words(name);
  const text = `${body}\n\nOpen the quest log: ${deps.appUrl}${path}`;
  for (const address of to) {
    await deps.mailer.send({
      to: address,
      subject,
      notification: { kind: 'campaignUpdates', path },
      text,
      html: `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>')}</p>`,
    });
  }
}
