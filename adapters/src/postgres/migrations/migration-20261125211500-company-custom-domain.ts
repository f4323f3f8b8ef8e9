import { Migration } from '@mikro-orm/migrations';

/** The custom domain a company's page is served on (page settings). */
export class Migration20261125211500_CompanyCustomDomain extends Migration {
  override name = 'Migration20261125211500_CompanyCustomDomain';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "company_custom_domain" ("company_id" uuid not null, "domain" varchar(253) not null, "updated_at" timestamptz not null, primary key ("company_id"));`,
    );
    this.addSql(`alter table "company_custom_domain" add constraint "company_custom_domain_domain_unique" unique ("domain");`);
    this.addSql(
      `alter table "company_custom_domain" add constraint "company_custom_domain_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "company_custom_domain" cascade;`);
  }
}
