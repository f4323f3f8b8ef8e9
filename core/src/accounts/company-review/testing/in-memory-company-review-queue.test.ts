import { describeCompanyReviewQueueContract } from '../ports/company-review-queue.contract.ts';
import { InMemoryCompanyRepository } from '../../testing/in-memory-company-repository.ts';
import { InMemoryUserRepository } from '../../testing/in-memory-user-repository.ts';
import { InMemoryCompanyReviewQueue } from './in-memory-company-review-queue.ts';

describeCompanyReviewQueueContract('in memory', async () => {
  const companies = new InMemoryCompanyRepository();
  const users = new InMemoryUserRepository();
  return { queue: new InMemoryCompanyReviewQueue(companies, users), companies, users };
});
