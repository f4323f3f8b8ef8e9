import { newId } from '../../shared/ids.ts';
import { ok, type Result } from '../../shared/result.ts';
import type { Announcement } from '../domain/announcement.entity.ts';
import { announcementSchema, type AnnouncementInput } from '../domain/announcement.schema.ts';
import { parseFields } from '../domain/field-parse.ts';
import type { InvalidProgramField, ProgramNotFound } from '../domain/programs.errors.ts';
import { ownedProgram } from './owned-program.ts';
import type { ProgramsDeps } from './programs-deps.ts';

export interface PostAnnouncementInput extends AnnouncementInput {
  programId: string;
  /** The acting company user and their company (from the session). */
  authorId: string;
  companyId: string;
}

type Deps = Pick<ProgramsDeps, 'programs' | 'announcements' | 'clock'>;

export class PostAnnouncement {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: PostAnnouncementInput): Promise<Result<Announcement, ProgramNotFound | InvalidProgramField>> {
    const program = await ownedProgram(this.deps, input.programId, input.companyId);
    if (!program.ok) return program;
    const fields = parseFields(announcementSchema, { title: input.title, text: input.text });
    if (!fields.ok) return fields;
    const announcement: Announcement = {
      id: newId(),
      programId: program.value.id,
      authorId: input.authorId,
      ...fields.value,
      createdAt: this.deps.clock.now(),
      lastEditedAt: null,
    };
    await this.deps.announcements.save(announcement);
    return ok(announcement);
  }
}
