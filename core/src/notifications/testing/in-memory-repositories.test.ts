import { describeNotificationRepositoryContract } from '../ports/notification-repository.contract.ts';
import { InMemoryNotificationRepository } from './in-memory-notification-repository.ts';

describeNotificationRepositoryContract('in memory', async () => ({
  notifications: new InMemoryNotificationRepository(),
  aUser: async () => globalThis.crypto.randomUUID(),
}));
