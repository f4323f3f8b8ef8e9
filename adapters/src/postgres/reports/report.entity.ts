import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';

/**
 * A report of users for staff review. The users reported are an array of ids (a report names a
 * handful at most): "does this reporter have an open report naming them" scans that reporter's rows.
 */
export const UserReportEntity = defineEntity({
  name: 'UserReport',
  tableName: 'user_report',
  properties: {
    id: p.uuid().primary(),
    reporter: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade'),
    reportedUserIds: p.array().columnType('uuid[]'),
    reason: p.string().length(32),
    note: p.text().nullable(),
    status: p.string().length(16),
    createdAt: p.datetime(),
    reviewedBy: () => p.manyToOne(UserAccountEntity).mapToPk().nullable().deleteRule('set null'),
    reviewedAt: p.datetime().nullable(),
  },
  indexes: [
    { name: 'user_report_status_created_index', properties: ['status', 'createdAt'] },
    { name: 'user_report_reporter_index', properties: ['reporter'] },
  ],
});

export type UserReportRow = InferEntity<typeof UserReportEntity>;
export const reportsEntities = [UserReportEntity];
