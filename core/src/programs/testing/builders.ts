import type { Announcement } from '../domain/announcement.entity.ts';
import { OPEN_PROGRAM_REQUIREMENTS, type ApplicationQuestion, type CreatorProgram } from '../domain/creator-program.entity.ts';
import type { ProgramMembership } from '../domain/membership.entity.ts';
import { BUILDER_NOW, seededSource } from '../../shared/testing/seeded-random.ts';

/** Test data from a seeded source, so a failing test shows the same data on every run. */
export const PROGRAM_NOW = BUILDER_NOW;

const { seededId } = seededSource(20_250_505);

export class CreatorProgramBuilder {
  #program: CreatorProgram;

  constructor() {
    this.#program = {
      id: seededId(),
      companyId: 'company-1',
      name: 'Pixel Forge Creators',
      description: 'Early builds and a direct line to the team.',
      visibility: 'discoverable',
      requirements: structuredClone(OPEN_PROGRAM_REQUIREMENTS),
      perks: ['Early access builds'],
      keyAccess: { mode: 'all' },
      questAccess: { mode: 'all' },
      questions: [],
      codeOfConduct: 'Be kind and disclose sponsorships.',
      applicationResponseDays: null,
      createdAt: PROGRAM_NOW,
    };
  }

  #with(changes: Partial<CreatorProgram>): this {
    this.#program = { ...this.#program, ...changes };
    return this;
  }

  withId(id: string) {
    return this.#with({ id });
  }
  ownedBy(companyId: string) {
    return this.#with({ companyId });
  }
  /** The request SLA: applications unanswered this many days are declined by the system. */
  answeringWithin(applicationResponseDays: number | null) {
    return this.#with({ applicationResponseDays });
  }
  hidden() {
    return this.#with({ visibility: 'hidden' });
  }
  withAccess(access: Partial<Pick<CreatorProgram, 'keyAccess' | 'questAccess'>>) {
    return this.#with(access);
  }
  withQuestions(...questions: ApplicationQuestion[]) {
    return this.#with({ questions });
  }

  build(): CreatorProgram {
    return structuredClone(this.#program);
  }
}
export const aCreatorProgram = () => new CreatorProgramBuilder();

export class MembershipBuilder {
  #membership: ProgramMembership;

  constructor() {
    this.#membership = {
      id: seededId(),
      programId: 'program-x',
      creatorId: seededId(),
      state: 'applied',
      answers: [],
      profile: { country: null, languages: [], hardware: [] },
      codeOfConductAcceptedAt: PROGRAM_NOW,
      appliedAt: PROGRAM_NOW,
      decidedAt: null,
    };
  }

  #with(changes: Partial<ProgramMembership>): this {
    this.#membership = { ...this.#membership, ...changes };
    return this;
  }

  forProgram(program: CreatorProgram) {
    return this.#with({ programId: program.id });
  }
  byCreator(creatorId: string) {
    return this.#with({ creatorId });
  }
  appliedOn(appliedAt: Date) {
    return this.#with({ appliedAt });
  }
  inState(state: ProgramMembership['state']) {
    return this.#with({ state });
  }

  build(): ProgramMembership {
    return structuredClone(this.#membership);
  }
}
export const aMembership = () => new MembershipBuilder();

export class AnnouncementBuilder {
  #announcement: Announcement;

  constructor() {
    this.#announcement = {
      id: seededId(),
      programId: 'program-x',
      authorId: 'user-1',
      title: 'Patch notes',
      text: 'Version 1.2 is out.',
      createdAt: PROGRAM_NOW,
      lastEditedAt: null,
    };
  }

  forProgram(program: CreatorProgram) {
    this.#announcement = { ...this.#announcement, programId: program.id };
    return this;
  }

  build(): Announcement {
    return structuredClone(this.#announcement);
  }
}
export const anAnnouncement = () => new AnnouncementBuilder();
