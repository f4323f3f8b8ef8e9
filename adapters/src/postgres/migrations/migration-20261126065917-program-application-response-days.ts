import { Migration } from '@mikro-orm/migrations';

/** The request SLA for Creator Program applications: the program's deadline, and who decided and why. */
export class Migration20261126065917_ProgramApplicationResponseDays extends Migration {
  override name = 'Migration20261126065917_ProgramApplicationResponseDays';

  override up(): void | Promise<void> {
    this.addSql(`alter table "creator_program" add "application_response_days" smallint null;`);

    this.addSql(`alter table "program_membership" add "decided_by" varchar(16) null, add "decision_reason" varchar(500) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "creator_program" drop column "application_response_days";`);

    this.addSql(`alter table "program_membership" drop column "decided_by", drop column "decision_reason";`);
  }
}
