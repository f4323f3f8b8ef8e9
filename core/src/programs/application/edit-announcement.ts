import { err, ok, type Result } from '../../shared/result.ts';
import type { Announcement } from '../domain/announcement.entity.ts';
import { announcementSchema, type AnnouncementInput } from '../domain/announcement.schema.ts';
import { parseFields } from '../domain/field-parse.ts';
import { AnnouncementNotFound, type InvalidProgramField } from '../domain/programs.errors.ts';
import { ownedProgram } from './owned-program.ts';
import type { ProgramsDeps } from './programs-deps.ts';

export interface EditAnnouncementInput extends AnnouncementInput {
  announcementId: string;
  /** The acting user's company (from the session): any member of the owning company may edit. */
  companyId: string;
}

type Deps = Pick<ProgramsDeps, 'programs' | 'announcements' | 'clock'>;

export class EditAnnouncement {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: EditAnnouncementInput): Promise<Result<Announcement, AnnouncementNotFound | InvalidProgramField>> {
    const announcement = await this.deps.announcements.findById(input.announcementId);
    if (!announcement) return err(new AnnouncementNotFound());
    const program = await ownedProgram(this.deps, announcement.programId, input.companyId);
    if (!program.ok) return err(new AnnouncementNotFound());
    const fields = parseFields(announcementSchema, { title: input.title, text: input.text });
    if (!fields.ok) return fields;
    // The created date stays; only the last-edited date moves.
    const edited: Announcement = { ...announcement, ...fields.value, lastEditedAt: this.deps.clock.now() };
    await this.deps.announcements.save(edited);
    return ok(edited);
  }
}
