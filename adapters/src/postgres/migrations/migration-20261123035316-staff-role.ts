import { Migration } from '@mikro-orm/migrations';

export class Migration20261123035316_StaffRole extends Migration {
  override name = 'Migration20261123035316_StaffRole';

  override up(): void | Promise<void> {
    this.addSql(`alter table "user_account" add "is_staff" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "user_account" drop column "is_staff";`);
  }
}
