import type { CodeEvent } from '../domain/code-event.entity.ts';

export interface CodeEventRepositoryPort {
  record(event: CodeEvent): Promise<void>;
  /** Oldest first. */
  listByCode(codeId: string): Promise<CodeEvent[]>;
}
