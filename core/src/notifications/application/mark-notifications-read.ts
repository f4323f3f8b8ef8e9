import type { NotificationsDeps } from './notifications-deps.ts';

/** Marks some (or all, with no ids) of the person's notifications read; ids of others' do nothing. */
export class MarkNotificationsRead {
  private readonly deps: Pick<NotificationsDeps, 'notifications' | 'clock'>;

  constructor(deps: Pick<NotificationsDeps, 'notifications' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { userId: string; ids: readonly string[] | null }): Promise<void> {
    await this.deps.notifications.markRead(input.userId, input.ids, this.deps.clock.now());
  }
}
