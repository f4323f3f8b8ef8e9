import type { User } from '@lurkit/core/accounts/domain/user.entity.ts';
import { ReportUsers } from '@lurkit/core/reports/application/report-users.ts';
import { ReviewReport } from '@lurkit/core/reports/application/review-report.ts';
import { REPORT_REASONS, REPORT_STATUSES, type Report } from '@lurkit/core/reports/domain/report.entity.ts';
import { actorId } from '../shared/actor.ts';
import { builder } from '../shared/builder.ts';
import { unwrap } from '../shared/errors.ts';

const ReportReasonEnum = builder.enumType('ReportReason', { values: REPORT_REASONS });
const ReportStatusEnum = builder.enumType('ReportStatus', { values: REPORT_STATUSES });
const ReportDecisionEnum = builder.enumType('ReportDecision', { values: ['actioned', 'dismissed'] as const });

const ReportedUserRef = builder.objectRef<Pick<User, 'id' | 'username' | 'displayName'>>('ReportedUser').implement({
  fields: (t) => ({ id: t.exposeID('id'), username: t.exposeString('username'), displayName: t.exposeString('displayName') }),
});

const ReportRef = builder.objectRef<Report>('UserReport').implement({
  description: 'Spec 3 "Report": reason, optional note, the users reported; open until staff review it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    reason: t.field({ type: ReportReasonEnum, resolve: (r) => r.reason }),
    note: t.exposeString('note', { nullable: true }),
    status: t.field({ type: ReportStatusEnum, resolve: (r) => r.status }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    reviewedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.reviewedAt }),
  }),
});

interface StaffReport {
  readonly report: Report;
  readonly users: ReadonlyMap<string, User>;
}

const StaffReportRef = builder.objectRef<StaffReport>('StaffUserReport').implement({
  description: 'A report in the staff queue, with who reported whom.',
  fields: (t) => ({
    report: t.field({ type: ReportRef, resolve: (s) => s.report }),
    reporter: t.field({ type: ReportedUserRef, nullable: true, resolve: (s) => s.users.get(s.report.reporterId) ?? null }),
    reportedUsers: t.field({
      type: [ReportedUserRef],
      resolve: (s) => s.report.reportedUserIds.flatMap((id) => s.users.get(id) ?? []),
    }),
  }),
});

builder.mutationField('reportUsers', (t) =>
  t.field({
    type: ReportRef,
    description: 'Reports one or more users to Lurkit staff (reason required, note optional).',
    authScopes: { signedIn: true },
    args: {
      reportedUserIds: t.arg.idList(),
      reason: t.arg.string(),
      note: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await new ReportUsers(ctx.scope.reports).execute({
          reporterId: actorId(ctx),
          reportedUserIds: args.reportedUserIds.map(String),
          form: { reason: args.reason, note: args.note ?? '' },
        }),
      ),
  }),
);

builder.queryField('openReports', (t) =>
  t.field({
    type: [StaffReportRef],
    description: 'Staff: open reports, oldest first (at most 100).',
    authScopes: { staff: true },
    resolve: async (_root, _args, ctx) => {
      const reports = await ctx.scope.reports.reports.listByStatus('open', 100);
      const ids = [...new Set(reports.flatMap((r) => [r.reporterId, ...r.reportedUserIds]))];
      const users = new Map((await ctx.scope.accounts.users.findByIds(ids)).map((u) => [u.id, u]));
      return reports.map((report) => ({ report, users }));
    },
  }),
);

builder.mutationField('reviewReport', (t) =>
  t.field({
    type: ReportRef,
    description: 'Staff: close an open report as actioned or dismissed.',
    authScopes: { staff: true },
    args: { id: t.arg.id(), decision: t.arg({ type: ReportDecisionEnum }) },
    resolve: async (_root, { id, decision }, ctx) =>
      unwrap(await new ReviewReport(ctx.scope.reports).execute({ staffId: actorId(ctx), reportId: String(id), decision })),
  }),
);
