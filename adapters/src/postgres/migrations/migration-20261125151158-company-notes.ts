import { Migration } from '@mikro-orm/migrations';

export class Migration20261125151158_CompanyNotes extends Migration {
  override name = 'Migration20261125151158_CompanyNotes';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "company_note" ("id" uuid not null, "company_id" uuid not null, "subject_kind" varchar(16) not null, "subject_id" varchar(64) not null, "author_id" uuid not null, "text" text not null, "created_at" timestamptz not null, "last_edited_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "company_note_company_created_index" on "company_note" ("company_id", "created_at");`);
    this.addSql(`create index "company_note_subject_index" on "company_note" ("company_id", "subject_kind", "subject_id", "created_at");`);

    this.addSql(
      `create table "company_note_comment" ("id" uuid not null, "note_id" uuid not null, "author_id" uuid not null, "text" text not null, "created_at" timestamptz not null, "last_edited_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "company_note_comment_note_id_index" on "company_note_comment" ("note_id");`);

    this.addSql(
      `alter table "company_note" add constraint "company_note_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "company_note_comment" add constraint "company_note_comment_note_id_foreign" foreign key ("note_id") references "company_note" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "company_note_comment" drop constraint "company_note_comment_note_id_foreign";`);

    this.addSql(`drop table if exists "company_note" cascade;`);
    this.addSql(`drop table if exists "company_note_comment" cascade;`);
  }
}
