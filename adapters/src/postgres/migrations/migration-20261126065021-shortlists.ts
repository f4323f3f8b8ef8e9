import { Migration } from '@mikro-orm/migrations';

export class Migration20261126065021_Shortlists extends Migration {
  override name = 'Migration20261126065021_Shortlists';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "shortlist_entry" ("id" uuid not null, "company_id" uuid not null, "kind" varchar(8) not null, "post_id" uuid not null, "added_by_user_id" uuid not null, "added_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "shortlist_entry_company_kind_added_index" on "shortlist_entry" ("company_id", "kind", "added_at");`);
    this.addSql(`alter table "shortlist_entry" add constraint "shortlist_entry_company_post_unique" unique ("company_id", "post_id");`);

    this.addSql(
      `alter table "shortlist_entry" add constraint "shortlist_entry_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "shortlist_entry" add constraint "shortlist_entry_post_id_foreign" foreign key ("post_id") references "creator_post" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "shortlist_entry" cascade;`);
  }
}
