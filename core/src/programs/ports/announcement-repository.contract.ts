import { expect, it } from 'vitest';
import { BUILDER_NOW } from '../../shared/testing/seeded-random.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { Announcement } from '../domain/announcement.entity.ts';
import { anAnnouncement } from '../testing/builders.ts';
import type { AnnouncementRepositoryPort } from './announcement-repository.port.ts';

export interface AnnouncementRepositoryFixture extends ContractFixture {
  repo: AnnouncementRepositoryPort;
}

const uuid = () => globalThis.crypto.randomUUID();

export function describeAnnouncementRepositoryContract(name: string, make: () => Promise<AnnouncementRepositoryFixture>): void {
  describeContract('AnnouncementRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    const aStored = (): Announcement => ({ ...anAnnouncement().build(), id: uuid(), programId: uuid(), authorId: uuid() });

    it('finds a saved announcement, and replaces it when edited', async () => {
      const announcement = aStored();
      await repo().save(announcement);
      expect(await repo().findById(announcement.id)).toEqual(announcement);
      const edited = { ...announcement, title: 'Patch 1.3', text: 'Fixed the crash.', lastEditedAt: BUILDER_NOW };
      await repo().save(edited);
      expect(await repo().findById(announcement.id)).toEqual(edited);
    });

    it("lists a program's announcements newest first, and no other program's", async () => {
      const programId = uuid();
      const at = (day: number) => new Date(Date.UTC(2031, 0, day));
      const first = { ...aStored(), programId, createdAt: at(1) };
      const second = { ...aStored(), programId, createdAt: at(2) };
      await repo().save(first);
      await repo().save(second);
      await repo().save(aStored());
      expect(await repo().listByProgram(programId)).toEqual([second, first]);
      expect(await repo().listByProgram('not-a-uuid')).toEqual([]);
    });

    it('answers null for an unknown announcement', async () => {
      expect(await repo().findById(uuid())).toBeNull();
      expect(await repo().findById('not-a-uuid')).toBeNull();
    });

    it('hands out copies, so changing a returned announcement changes nothing stored', async () => {
      const announcement = aStored();
      await repo().save(announcement);
      Object.assign((await repo().findById(announcement.id)) ?? {}, { title: 'changed' });
      expect(await repo().findById(announcement.id)).toEqual(announcement);
    });
  });
}
