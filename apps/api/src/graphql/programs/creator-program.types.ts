import type { Announcement } from '@lurkit/core/programs/domain/announcement.entity.ts';
import { restrictsApplicants, type ApplicationQuestion, type CreatorProgram } from '@lurkit/core/programs/domain/creator-program.entity.ts';
import type { ActivationAccess, ProgramRequirements } from '@lurkit/core/programs/domain/creator-program.schema.ts';
import type { ProgramMembership } from '@lurkit/core/programs/domain/membership.entity.ts';
import { MEMBERSHIP_LABELS, MEMBERSHIP_STATES } from '@lurkit/core/programs/domain/membership.machine.ts';
import type { ApplicantEligibility } from '@lurkit/core/programs/ports/applicant-eligibility.port.ts';
import { addAuthenticityField } from '../shared/audience-authenticity.ts';
import { ActivationCompanyRef, loadActivationCompanies } from '../shared/activation-company.ts';
import { builder } from '../shared/builder.ts';

export const MembershipStateEnum = builder.enumType('MembershipState', {
  values: MEMBERSHIP_STATES,
  description: 'Spec 4: none (Join program), applied (Application sent), pending, accepted (Visit program), rejected.',
});

const ActivationAccessRef = builder.objectRef<ActivationAccess>('ActivationAccess').implement({
  description: 'Members reach all Key campaigns (or Quests), a number of them, or the listed ones.',
  fields: (t) => ({
    mode: t.exposeString('mode'),
    count: t.int({ nullable: true, resolve: (a) => (a.mode === 'count' ? a.count : null) }),
    ids: t.stringList({ resolve: (a) => (a.mode === 'list' ? [...a.ids] : []) }),
  }),
});

const ProgramAudienceRef = builder.objectRef<ProgramRequirements['audience']>('ProgramAudience').implement({
  fields: (t) => ({
    twitchFollowers: t.exposeInt('twitchFollowers', { nullable: true }),
    twitchAverageConcurrentViewers: t.exposeInt('twitchAverageConcurrentViewers', { nullable: true }),
    youtubeSubscribers: t.exposeInt('youtubeSubscribers', { nullable: true }),
    youtubeAverageConcurrentViewers: t.exposeInt('youtubeAverageConcurrentViewers', { nullable: true }),
    youtubeAverageViewsPerVideo: t.exposeInt('youtubeAverageViewsPerVideo', { nullable: true }),
    youtubeAverageViewsPerShort: t.exposeInt('youtubeAverageViewsPerShort', { nullable: true }),
    tiktokFollowers: t.exposeInt('tiktokFollowers', { nullable: true }),
    tiktokAverageViewsPerShort: t.exposeInt('tiktokAverageViewsPerShort', { nullable: true }),
  }),
});

const ProgramRequirementsRef = builder.objectRef<ProgramRequirements>('ProgramRequirements').implement({
  fields: (t) => ({
    audience: t.expose('audience', { type: ProgramAudienceRef }),
    countries: t.stringList({ resolve: (r) => [...r.location.countries] }),
    continents: t.stringList({ resolve: (r) => [...r.location.continents] }),
    languages: t.exposeStringList('languages'),
  }),
});

const ApplicationQuestionRef = builder.objectRef<ApplicationQuestion>('ApplicationQuestion').implement({
  fields: (t) => ({ id: t.exposeID('id'), text: t.exposeString('text'), required: t.exposeBoolean('required') }),
});

export const CreatorProgramRef = builder.objectRef<CreatorProgram>('CreatorProgram').implement({
  description: "A company's member community (spec 1 and 3): application, code of conduct, perks, announcements, missions.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    visibility: t.exposeString('visibility'),
    requirements: t.expose('requirements', { type: ProgramRequirementsRef }),
    applicantsPicked: t.boolean({
      description: 'Only the creators the company picked (its chosen creator lists or whitelist) may apply.',
      resolve: (p) => restrictsApplicants(p),
    }),
    creatorListIds: t.stringList({
      description: "The company's creator lists whose creators may apply; the program's own company reads them, anyone else an empty list.",
      resolve: (p, _args, ctx) => (ctx.session?.user.company?.id === p.companyId ? [...p.requirements.creatorListIds] : []),
    }),
    whitelist: t.stringList({
      description: "Creator user ids picked by hand who may apply; the program's own company reads them, anyone else an empty list.",
      resolve: (p, _args, ctx) => (ctx.session?.user.company?.id === p.companyId ? [...p.requirements.whitelist] : []),
    }),
    perks: t.exposeStringList('perks'),
    keyAccess: t.expose('keyAccess', { type: ActivationAccessRef }),
    questAccess: t.expose('questAccess', { type: ActivationAccessRef }),
    questions: t.field({ type: [ApplicationQuestionRef], resolve: (p) => [...p.questions] }),
    codeOfConduct: t.exposeString('codeOfConduct'),
    applicationResponseDays: t.exposeInt('applicationResponseDays', {
      nullable: true,
      description: 'The request SLA: applications unanswered this many days are declined by the system; null: no deadline.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    company: t.loadable({
      type: ActivationCompanyRef,
      load: loadActivationCompanies,
      resolve: (p) => p.companyId,
    }),
  }),
});

export const AnnouncementRef = builder.objectRef<Announcement>('ProgramAnnouncement').implement({
  description: "A program's news for its members (spec 3: title, text, created and last edited).",
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    text: t.exposeString('text'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastEditedAt: t.expose('lastEditedAt', { type: 'DateTime', nullable: true }),
  }),
});

const ApplicationAnswerRef = builder.objectRef<ProgramMembership['answers'][number]>('ApplicationAnswer').implement({
  fields: (t) => ({ questionId: t.exposeID('questionId'), answer: t.exposeString('answer') }),
});

const ApplicantProfileRef = builder.objectRef<ProgramMembership['profile']>('ApplicantProfile').implement({
  fields: (t) => ({
    country: t.exposeString('country', { nullable: true }),
    languages: t.exposeStringList('languages'),
    hardware: t.exposeStringList('hardware'),
  }),
});

const ApplicantRef = builder.objectRef<{ id: string; username: string; displayName: string }>('ProgramApplicant').implement({
  fields: (t) => ({ id: t.exposeID('id'), username: t.exposeString('username'), displayName: t.exposeString('displayName') }),
});
addAuthenticityField(ApplicantRef, (c) => c.id);

export const MembershipRef = builder.objectRef<ProgramMembership>('ProgramMembership').implement({
  description: "One creator's application to, and membership of, one program.",
  fields: (t) => ({
    id: t.exposeID('id'),
    programId: t.exposeID('programId'),
    state: t.expose('state', { type: MembershipStateEnum }),
    label: t.string({ description: 'What the creator sees (spec 4).', resolve: (m) => MEMBERSHIP_LABELS[m.state] }),
    answers: t.field({ type: [ApplicationAnswerRef], resolve: (m) => [...m.answers] }),
    profile: t.expose('profile', { type: ApplicantProfileRef }),
    appliedAt: t.expose('appliedAt', { type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    decidedBy: t.string({
      nullable: true,
      description: 'COMPANY or SYSTEM (the response deadline passed); null while undecided.',
      resolve: (m) => (m.decidedAt ? (m.decidedBy ?? 'COMPANY') : null),
    }),
    decisionReason: t.string({
      nullable: true,
      description: 'Why the system decided, as the creator reads it.',
      resolve: (m) => m.decisionReason ?? null,
    }),
    creator: t.loadable({
      type: ApplicantRef,
      load: async (ids: string[], ctx) => {
        const users = await ctx.scope.accounts.users.findByIds(ids);
        return ids.map((id) => {
          const user = users.find((u) => u.id === id);
          return user ? { id: user.id, username: user.username, displayName: user.displayName } : new Error('Creator not found');
        });
      },
      resolve: (m) => m.creatorId,
    }),
    program: t.loadable({
      type: CreatorProgramRef,
      load: async (ids: string[], ctx) => {
        const programs = await ctx.scope.programs.programs.findByIds(ids);
        return ids.map((id) => programs.find((p) => p.id === id) ?? new Error('Program not found'));
      },
      resolve: (m) => m.programId,
    }),
  }),
});

const RequirementGroupRef = builder.objectRef<ApplicantEligibility['groups'][number]>('ProgramRequirementGroup').implement({
  fields: (t) => ({ group: t.exposeString('group'), status: t.exposeString('status'), reasons: t.exposeStringList('reasons') }),
});

export const ApplicantEligibilityRef = builder.objectRef<ApplicantEligibility>('ApplicantEligibility').implement({
  description: "The join flow's requirements step: each group Passed or Not met, and why.",
  fields: (t) => ({
    eligible: t.exposeBoolean('eligible'),
    groups: t.field({ type: [RequirementGroupRef], resolve: (e) => [...e.groups] }),
  }),
});
