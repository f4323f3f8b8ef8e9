import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { RecordFoundKeyContent } from '@lurkit/core/keys/application/record-found-key-content.ts';
import type { JobLog } from './job-log.ts';

/**
 * After a sync stored new posts (videos and shorts, or a live stream's samples): the claimed keys'
 * content among them is recorded with its coins in one transaction.
 */
export async function recordFoundKeyContent(jobScope: ScopeFactory, job: string, logInfo: JobLog): Promise<void> {
  const found = await jobScope().transaction((scope) => new RecordFoundKeyContent(scope.keys).execute());
  if (found.recorded.length > 0) logInfo({ job, found: found.recorded.length }, 'recorded key content found on channels');
}
