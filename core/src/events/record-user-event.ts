import * as v from 'valibot';
import type { ClockPort } from '../shared/clock.port.ts';
import { DomainError } from '../shared/domain-error.ts';
import { newId } from '../shared/ids.ts';
import { err, ok, type Result } from '../shared/result.ts';
import type { UserEventRepositoryPort } from './user-event-repository.port.ts';
import { userEventSchema } from './user-event.schema.ts';

export class InvalidUserEvent extends DomainError {
  readonly code = 'EVENT.INVALID';
  readonly message: string;
  constructor(message: string) {
    super();
    this.message = message;
  }
}

export class RecordUserEvent {
  private readonly deps: { userEvents: UserEventRepositoryPort; clock: ClockPort };
  constructor(deps: { userEvents: UserEventRepositoryPort; clock: ClockPort }) {
    this.deps = deps;
  }

  async execute(input: { body: unknown; sessionUserId: string | null }): Promise<Result<{ id: string }, InvalidUserEvent>> {
    const parsed = v.safeParse(userEventSchema, input.body);
    if (!parsed.success) return err(new InvalidUserEvent(parsed.issues[0].message));
    const id = newId();
    await this.deps.userEvents.record({
      id,
      name: parsed.output.name,
      userId: input.sessionUserId,
      deviceId: parsed.output.metaData.device_id ?? null,
      data: parsed.output.data,
      metaData: parsed.output.metaData,
      createdAt: this.deps.clock.now(),
    });
    return ok({ id });
  }
}
