import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import type { ApplicationQuestion } from '@lurkit/core/programs/domain/creator-program.entity.ts';
import type { ActivationAccess, ProgramRequirements } from '@lurkit/core/programs/domain/creator-program.schema.ts';
import type { ApplicantProfile, ApplicationAnswer } from '@lurkit/core/programs/domain/membership.entity.ts';
import { CompanyEntity } from '../accounts/company.entity.ts';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';

/**
 * A company's Creator Program, one per company (the unique index decides a double create). Access
 * rules, requirements, perks and questions are values read whole, so jsonb.
 */
export const CreatorProgramEntity = defineEntity({
  name: 'CreatorProgram',
  tableName: 'creator_program',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade').unique('creator_program_company_unique'),
    name: p.string().length(100),
    description: p.text(),
    visibility: p.string().length(16),
    requirements: p.json<ProgramRequirements>(),
    perks: p.json<string[]>(),
    keyAccess: p.json<ActivationAccess>(),
    questAccess: p.json<ActivationAccess>(),
    questions: p.json<ApplicationQuestion[]>(),
    codeOfConduct: p.text(),
    /** The request SLA: days the company gives itself to answer an application; null: none. */
    applicationResponseDays: p.smallint().nullable(),
    createdAt: p.datetime(),
  },
  indexes: [{ name: 'creator_program_listed_index', properties: ['visibility', 'createdAt'] }],
});
export type CreatorProgramRow = InferEntity<typeof CreatorProgramEntity>;

/** One creator's application to, and membership of, one program. */
export const ProgramMembershipEntity = defineEntity({
  name: 'ProgramMembership',
  tableName: 'program_membership',
  properties: {
    id: p.uuid().primary(),
    program: () => p.manyToOne(CreatorProgramEntity).mapToPk().deleteRule('cascade'),
    creator: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade').index('program_membership_creator_id_index'),
    state: p.string().length(16),
    answers: p.json<ApplicationAnswer[]>(),
    profile: p.json<ApplicantProfile>(),
    codeOfConductAcceptedAt: p.datetime(),
    appliedAt: p.datetime(),
    decidedAt: p.datetime().nullable(),
    /** SYSTEM when the response deadline decided; null: the company did. */
    decidedBy: p.string().length(16).nullable(),
    decisionReason: p.string().length(500).nullable(),
  },
  uniques: [{ name: 'program_membership_program_creator_unique', properties: ['program', 'creator'] }],
  indexes: [{ name: 'program_membership_program_state_index', properties: ['program', 'state', 'appliedAt'] }],
});
export type ProgramMembershipRow = InferEntity<typeof ProgramMembershipEntity>;

export const ProgramAnnouncementEntity = defineEntity({
  name: 'ProgramAnnouncement',
  tableName: 'program_announcement',
  properties: {
    id: p.uuid().primary(),
    program: () => p.manyToOne(CreatorProgramEntity).mapToPk().deleteRule('cascade'),
    author: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade').index('program_announcement_author_id_index'),
    title: p.string().length(150),
    text: p.text(),
    createdAt: p.datetime(),
    lastEditedAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'program_announcement_program_created_index', properties: ['program', 'createdAt'] }],
});
export type ProgramAnnouncementRow = InferEntity<typeof ProgramAnnouncementEntity>;

/** The custom domain a company's page is served on (page settings); one per company, each domain once. */
export const CompanyCustomDomainEntity = defineEntity({
  name: 'CompanyCustomDomain',
  tableName: 'company_custom_domain',
  properties: {
    company: () => p.manyToOne(CompanyEntity).mapToPk().primary().deleteRule('cascade'),
    domain: p.string().length(253).unique('company_custom_domain_domain_unique'),
    /** The TXT record value proving ownership is `lurkit-verify=<token>`; a new domain gets a new token. */
    token: p.string().length(64),
    /** pending | verified | suspended: only a verified domain serves the page. */
    status: p.string().length(16),
    checkedAt: p.datetime().nullable(),
    verifiedAt: p.datetime().nullable(),
    updatedAt: p.datetime(),
  },
  indexes: [{ name: 'company_custom_domain_checked_at_index', properties: ['checkedAt'] }],
});

export const programsEntities = [CreatorProgramEntity, ProgramMembershipEntity, ProgramAnnouncementEntity, CompanyCustomDomainEntity];
