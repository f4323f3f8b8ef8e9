import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_TEXT_MAX, ANNOUNCEMENT_TITLE_MAX } from '../domain/announcement.schema.ts';
import { aCreatorProgram, anAnnouncement, PROGRAM_NOW } from '../testing/builders.ts';
import { programsTestDeps } from '../testing/programs-test-deps.ts';
import { EditAnnouncement } from './edit-announcement.ts';
import { PostAnnouncement } from './post-announcement.ts';

async function setup() {
  const deps = programsTestDeps();
  const program = aCreatorProgram().ownedBy('company-1').build();
  await deps.programs.save(program);
  return { deps, program, post: new PostAnnouncement(deps), edit: new EditAnnouncement(deps) };
}

describe('PostAnnouncement', () => {
  it('stores a trimmed title and text with the created date from the clock and no edit date', async () => {
    const { deps, program, post } = await setup();

    const result = await post.execute({
      programId: program.id,
      companyId: 'company-1',
      authorId: 'user-1',
      title: ' Patch 1.2 ',
      text: 'Out now.',
    });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await deps.announcements.findById(result.value.id)).toMatchObject({
      programId: program.id,
      authorId: 'user-1',
      title: 'Patch 1.2',
      text: 'Out now.',
      createdAt: PROGRAM_NOW,
      lastEditedAt: null,
    });
  });

  it.each([
    ['a blank title', { title: ' ' }, 'title'],
    ['a blank text', { text: '' }, 'text'],
    ['a title one too long', { title: 't'.repeat(ANNOUNCEMENT_TITLE_MAX + 1) }, 'title'],
    ['a text one too long', { text: 't'.repeat(ANNOUNCEMENT_TEXT_MAX + 1) }, 'text'],
  ])('refuses %s', async (_name, change, field) => {
    const { program, post } = await setup();

    const result = await post.execute({
      programId: program.id,
      companyId: 'company-1',
      authorId: 'user-1',
      title: 'T',
      text: 'X',
      ...change,
    });

    expect(result).toMatchObject({ ok: false, error: { code: 'PROGRAM.INVALID_FIELD', field } });
  });

  it('accepts a title and text of exactly the maximum length', async () => {
    const { program, post } = await setup();

    const result = await post.execute({
      programId: program.id,
      companyId: 'company-1',
      authorId: 'user-1',
      title: 't'.repeat(ANNOUNCEMENT_TITLE_MAX),
      text: 'x'.repeat(ANNOUNCEMENT_TEXT_MAX),
    });

    expect(result.ok).toBe(true);
  });

  it("refuses posting to another company's program", async () => {
    const { program, post } = await setup();

    const result = await post.execute({ programId: program.id, companyId: 'company-2', authorId: 'user-9', title: 'T', text: 'X' });

    expect(result).toMatchObject({ ok: false, error: { code: 'PROGRAM.NOT_FOUND' } });
  });
});

describe('EditAnnouncement', () => {
  it('changes title and text, keeps the created date and sets the last edited date', async () => {
    const { deps, program, edit } = await setup();
    const announcement = anAnnouncement().forProgram(program).build();
    await deps.announcements.save(announcement);
    deps.clock.advance(86_400_000);

    const result = await edit.execute({ announcementId: announcement.id, companyId: 'company-1', title: 'Patch 1.3', text: 'Fixed.' });

    expect(result.ok).toBe(true);
    expect(await deps.announcements.findById(announcement.id)).toMatchObject({
      title: 'Patch 1.3',
      text: 'Fixed.',
      createdAt: PROGRAM_NOW,
      lastEditedAt: deps.clock.now(),
    });
  });

  it('refuses a blank title and leaves the announcement as it was', async () => {
    const { deps, program, edit } = await setup();
    const announcement = anAnnouncement().forProgram(program).build();
    await deps.announcements.save(announcement);

    const result = await edit.execute({ announcementId: announcement.id, companyId: 'company-1', title: '', text: 'Fixed.' });

    expect(result).toMatchObject({ ok: false, error: { code: 'PROGRAM.INVALID_FIELD', field: 'title' } });
    expect(await deps.announcements.findById(announcement.id)).toEqual(announcement);
  });

  it("treats another company's or an unknown announcement as not found", async () => {
    const { deps, program, edit } = await setup();
    const announcement = anAnnouncement().forProgram(program).build();
    await deps.announcements.save(announcement);

    const other = await edit.execute({ announcementId: announcement.id, companyId: 'company-2', title: 'T', text: 'X' });
    const unknown = await edit.execute({ announcementId: 'nope', companyId: 'company-1', title: 'T', text: 'X' });

    expect(other).toMatchObject({ ok: false, error: { code: 'PROGRAM.ANNOUNCEMENT_NOT_FOUND' } });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'PROGRAM.ANNOUNCEMENT_NOT_FOUND' } });
  });
});
