import { Migration } from '@mikro-orm/migrations';

export class Migration20261125153521_CreatorProgramsAndMissions extends Migration {
  override name = 'Migration20261125153521_CreatorProgramsAndMissions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "creator_program" ("id" uuid not null, "company_id" uuid not null, "name" varchar(100) not null, "description" text not null, "visibility" varchar(16) not null, "requirements" jsonb not null, "perks" jsonb not null, "key_access" jsonb not null, "quest_access" jsonb not null, "questions" jsonb not null, "code_of_conduct" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "creator_program" add constraint "creator_program_company_unique" unique ("company_id");`);
    this.addSql(`create index "creator_program_listed_index" on "creator_program" ("visibility", "created_at");`);

    this.addSql(
      `create table "mission" ("id" uuid not null, "company_id" uuid not null, "program_id" uuid not null, "name" varchar(100) not null, "description" text not null, "kit" text null, "game_ids" text[] not null, "start_date" timestamptz not null, "end_date" timestamptz null, "automatic_review" boolean not null, "repeat_count" int not null, "criteria" jsonb not null, "rewards" jsonb not null, "publish_state" varchar(24) not null, "first_went_live_at" timestamptz null, "published_at" timestamptz null, "unpublished_at" timestamptz null, "review_note" text null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "mission_company_id_index" on "mission" ("company_id");`);
    this.addSql(`create index "mission_program_id_index" on "mission" ("program_id");`);

    this.addSql(
      `create table "program_membership" ("id" uuid not null, "program_id" uuid not null, "creator_id" uuid not null, "state" varchar(16) not null, "answers" jsonb not null, "profile" jsonb not null, "code_of_conduct_accepted_at" timestamptz not null, "applied_at" timestamptz not null, "decided_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "program_membership_creator_id_index" on "program_membership" ("creator_id");`);
    this.addSql(`create index "program_membership_program_state_index" on "program_membership" ("program_id", "state", "applied_at");`);
    this.addSql(
      `alter table "program_membership" add constraint "program_membership_program_creator_unique" unique ("program_id", "creator_id");`,
    );

    this.addSql(
      `create table "program_announcement" ("id" uuid not null, "program_id" uuid not null, "author_id" uuid not null, "title" varchar(150) not null, "text" text not null, "created_at" timestamptz not null, "last_edited_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "program_announcement_author_id_index" on "program_announcement" ("author_id");`);
    this.addSql(`create index "program_announcement_program_created_index" on "program_announcement" ("program_id", "created_at");`);

    this.addSql(
      `create table "mission_run" ("id" uuid not null, "mission_id" uuid not null, "creator_id" uuid not null, "repeat_number" int not null, "state" varchar(16) not null, "joined_at" timestamptz not null, "submission" jsonb null, "review" jsonb null, "reward_claims" jsonb not null, "kit_claimed_at" timestamptz null, "reminded_at" timestamptz null, "ended_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "mission_run_creator_id_index" on "mission_run" ("creator_id");`);
    this.addSql(`create index "mission_run_mission_state_index" on "mission_run" ("mission_id", "state", "joined_at");`);
    this.addSql(
      `alter table "mission_run" add constraint "mission_run_repeat_unique" unique ("mission_id", "creator_id", "repeat_number");`,
    );

    this.addSql(
      `create table "mission_click" ("id" bigserial primary key, "mission_id" uuid not null, "creator_id" uuid not null, "criterion_id" varchar(64) not null, "clicked_at" timestamptz not null);`,
    );
    this.addSql(`create index "mission_click_creator_id_index" on "mission_click" ("creator_id");`);
    this.addSql(`create index "mission_click_count_index" on "mission_click" ("mission_id", "creator_id", "criterion_id", "clicked_at");`);

    this.addSql(
      `alter table "creator_program" add constraint "creator_program_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "mission" add constraint "mission_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "mission" add constraint "mission_program_id_foreign" foreign key ("program_id") references "creator_program" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "program_membership" add constraint "program_membership_program_id_foreign" foreign key ("program_id") references "creator_program" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "program_membership" add constraint "program_membership_creator_id_foreign" foreign key ("creator_id") references "user_account" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "program_announcement" add constraint "program_announcement_program_id_foreign" foreign key ("program_id") references "creator_program" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "program_announcement" add constraint "program_announcement_author_id_foreign" foreign key ("author_id") references "user_account" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "mission_run" add constraint "mission_run_mission_id_foreign" foreign key ("mission_id") references "mission" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "mission_run" add constraint "mission_run_creator_id_foreign" foreign key ("creator_id") references "user_account" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "mission_click" add constraint "mission_click_mission_id_foreign" foreign key ("mission_id") references "mission" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "mission_click" add constraint "mission_click_creator_id_foreign" foreign key ("creator_id") references "user_account" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "mission" drop constraint "mission_program_id_foreign";`);
    this.addSql(`alter table "program_membership" drop constraint "program_membership_program_id_foreign";`);
    this.addSql(`alter table "program_announcement" drop constraint "program_announcement_program_id_foreign";`);
    this.addSql(`alter table "mission_run" drop constraint "mission_run_mission_id_foreign";`);
    this.addSql(`alter table "mission_click" drop constraint "mission_click_mission_id_foreign";`);

    this.addSql(`drop table if exists "creator_program" cascade;`);
    this.addSql(`drop table if exists "mission" cascade;`);
    this.addSql(`drop table if exists "program_membership" cascade;`);
    this.addSql(`drop table if exists "program_announcement" cascade;`);
    this.addSql(`drop table if exists "mission_run" cascade;`);
    this.addSql(`drop table if exists "mission_click" cascade;`);
  }
}
