import { Migration } from '@mikro-orm/migrations';

export class Migration20261126064936_CreatorOnboarding extends Migration {
  override name = 'Migration20261126064936_CreatorOnboarding';

  override up(): void | Promise<void> {
    this.addSql(`alter table "user_profile" add "onboarding" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "user_profile" drop column "onboarding";`);
  }
}
