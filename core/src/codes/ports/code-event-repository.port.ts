import type { CodeEvent } from '../domain/code-event.entity.ts';

export interface CodeEventRepositoryPort {
  record(event: CodeEvent): Promise<void>;
  /** Many at once (an allocation of thousands of codes records one event per code). */
  recordAll(events: readonly CodeEvent[]): Promise<void>;
  /** Oldest first. */
  listByCode(codeId: string): Promise<CodeEvent[]>;
}
