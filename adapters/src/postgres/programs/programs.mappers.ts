import type { Announcement } from '@lurkit/core/programs/domain/announcement.entity.ts';
import type { CreatorProgram } from '@lurkit/core/programs/domain/creator-program.entity.ts';
import { PROGRAM_VISIBILITIES } from '@lurkit/core/programs/domain/creator-program.schema.ts';
import type { ProgramMembership } from '@lurkit/core/programs/domain/membership.entity.ts';
import { MEMBERSHIP_STATES } from '@lurkit/core/programs/domain/membership.machine.ts';
import { knownValue } from '../shared/known-value.ts';
import type { CreatorProgramRow, ProgramAnnouncementRow, ProgramMembershipRow } from './creator-program.entity.ts';

const STORED_STATES = MEMBERSHIP_STATES.filter((s) => s !== 'none');

export const programToRow = ({ companyId, ...program }: CreatorProgram): CreatorProgramRow => ({
  ...structuredClone(program),
  perks: [...program.perks],
  questions: program.questions.map((q) => ({ ...q })),
  company: companyId,
});

export const programFromRow = (row: CreatorProgramRow): CreatorProgram => ({
  id: row.id,
  companyId: row.company,
  name: row.name,
  description: row.description,
  visibility: knownValue(PROGRAM_VISIBILITIES, row.visibility, 'visibility'),
  // Programs saved before creator lists could be picked have none: open to every creator.
  requirements: { ...row.requirements, creatorListIds: row.requirements.creatorListIds ?? [], whitelist: row.requirements.whitelist ?? [] },
  perks: row.perks,
  keyAccess: row.keyAccess,
  questAccess: row.questAccess,
  questions: row.questions,
  codeOfConduct: row.codeOfConduct,
  applicationResponseDays: row.applicationResponseDays ?? null,
  createdAt: row.createdAt,
});

export const membershipToRow = ({ programId, creatorId, decidedBy, decisionReason, ...m }: ProgramMembership): ProgramMembershipRow => ({
  ...structuredClone(m),
  decidedBy: decidedBy ?? null,
  decisionReason: decisionReason ?? null,
  answers: m.answers.map((a) => ({ ...a })),
  profile: structuredClone(m.profile) as ProgramMembership['profile'],
  program: programId,
  creator: creatorId,
});

export const membershipFromRow = (row: ProgramMembershipRow): ProgramMembership => ({
  id: row.id,
  programId: row.program,
  creatorId: row.creator,
  state: knownValue(STORED_STATES, row.state, 'state'),
  answers: row.answers,
  profile: row.profile,
  codeOfConductAcceptedAt: row.codeOfConductAcceptedAt,
  appliedAt: row.appliedAt,
  decidedAt: row.decidedAt ?? null,
  ...(row.decidedBy === 'SYSTEM' || row.decidedBy === 'COMPANY' ? { decidedBy: row.decidedBy } : {}),
  ...(row.decisionReason ? { decisionReason: row.decisionReason } : {}),
});

export const announcementToRow = ({ programId, authorId, ...a }: Announcement): ProgramAnnouncementRow => ({
  ...a,
  program: programId,
  author: authorId,
});

export const announcementFromRow = (row: ProgramAnnouncementRow): Announcement => ({
  id: row.id,
  programId: row.program,
  authorId: row.author,
  title: row.title,
  text: row.text,
  createdAt: row.createdAt,
  lastEditedAt: row.lastEditedAt ?? null,
});
