import { describe, expect, it } from 'vitest';
import { aCreatorProgram, aMembership, anAnnouncement } from './builders.ts';
import { InMemoryAnnouncementRepository } from './in-memory-announcement-repository.ts';
import { InMemoryCreatorProgramRepository } from './in-memory-creator-program-repository.ts';
import { InMemoryMembershipRepository } from './in-memory-membership-repository.ts';

describe('programs in-memory twins', () => {
  it('store copies and return null for unknown ids', async () => {
    const programs = new InMemoryCreatorProgramRepository();
    const announcements = new InMemoryAnnouncementRepository();
    const program = aCreatorProgram().build();
    const announcement = anAnnouncement().forProgram(program).build();
    await programs.save(program);
    await announcements.save(announcement);

    const loaded = await programs.findById(program.id);
    expect(loaded).toEqual(program);
    expect(loaded).not.toBe(program);
    expect(await announcements.findById(announcement.id)).toEqual(announcement);
    expect(await programs.findById('nope')).toBeNull();
    expect(await announcements.findById('nope')).toBeNull();
  });

  it('keep one membership per program and creator', async () => {
    const memberships = new InMemoryMembershipRepository();
    const program = aCreatorProgram().build();
    const first = aMembership().forProgram(program).byCreator('creator-1').build();
    await memberships.save(first);
    await memberships.save({ ...first, state: 'pending' });

    expect((await memberships.findById(first.id))?.state).toBe('pending');
    await expect(memberships.save(aMembership().forProgram(program).byCreator('creator-1').build())).rejects.toThrow(/already has/);
    expect(await memberships.findByProgramAndCreator(program.id, 'creator-2')).toBeNull();
  });
});
