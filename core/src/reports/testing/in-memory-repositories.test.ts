import { describeReportRepositoryContract } from '../ports/report-repository.contract.ts';
import { InMemoryReportRepository } from './in-memory-report-repository.ts';

describeReportRepositoryContract('in memory', async () => ({
  repo: new InMemoryReportRepository(),
  user: async () => globalThis.crypto.randomUUID(),
}));
