import type { MissionsDeps } from './missions-deps.ts';

type Deps = Pick<MissionsDeps, 'missions' | 'runs' | 'creators' | 'mailer' | 'clock'>;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Spec 9: five days before the mission ends, a creator whose run is still Not finished is reminded.
 * Idempotent: the run records the reminder, so a job delivered twice writes once.
 */
export class RemindMissionRun {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { runId: string }): Promise<'sent' | 'nothingToDo'> {
    const run = await this.deps.runs.findById(input.runId);
    if (!run || run.state !== 'active' || run.remindedAt !== null) return 'nothingToDo';
    const [mission, creator] = await Promise.all([
      this.deps.missions.findById(run.missionId),
      this.deps.creators.findCreator(run.creatorId),
    ]);
    if (!mission || mission.endDate === null || !creator) return 'nothingToDo';
    const end = mission.endDate.toLocaleString('en-GB', { timeZone: 'Europe/Stockholm', dateStyle: 'medium', timeStyle: 'short' });
    await this.deps.mailer.send({
      to: creator.email,
      subject: `${mission.name} ends in 5 days`,
      notification: { kind: 'deadlineReminders', path: `/missions/${mission.id}` },
      text: `Hi ${creator.displayName},\n\nThe mission ${mission.name} ends on ${end} (Stockholm time). Submit your content before then to earn its rewards.\n`,
      html: `<p>Hi ${escapeHtml(creator.displayName)},</p><p>The mission ${escapeHtml(mission.name)} ends on <strong>${end}</strong> (Stockholm time). Submit your content before then to earn its rewards.</p>`,
    });
    await this.deps.runs.save({ ...run, remindedAt: this.deps.clock.now() });
    return 'sent';
  }
}
