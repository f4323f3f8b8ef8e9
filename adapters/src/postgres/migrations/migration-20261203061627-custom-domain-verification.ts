import { Migration } from '@mikro-orm/migrations';

/**
 * Custom domains are served only once proved by a DNS TXT record. Domains saved before this had no
 * proof, so they start pending with a fresh random token: the company adds the record to be served again.
 */
export class Migration20261203061627_CustomDomainVerification extends Migration {
  override name = 'Migration20261203061627_CustomDomainVerification';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "company_custom_domain" add "token" varchar(64) null, add "status" varchar(16) not null default 'pending', add "checked_at" timestamptz null, add "verified_at" timestamptz null;`,
    );
    this.addSql(`update "company_custom_domain" set "token" = replace(gen_random_uuid()::text, '-', '');`);
    this.addSql(`alter table "company_custom_domain" alter column "token" set not null, alter column "status" drop default;`);
    this.addSql(`create index "company_custom_domain_checked_at_index" on "company_custom_domain" ("checked_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "company_custom_domain_checked_at_index";`);
    this.addSql(
      `alter table "company_custom_domain" drop column "token", drop column "status", drop column "checked_at", drop column "verified_at";`,
    );
  }
}
