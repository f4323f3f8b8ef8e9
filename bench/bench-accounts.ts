import { randomUUID } from 'node:crypto';
import { hashSecret } from '@lurkit/core/shared/secret-token.ts';

export type Sql = (text: string, params: unknown[]) => Promise<unknown>;

/** A verified company owner with a fresh session, written straight to the tables: the session's token and the company. */
export async function aSignedInCompanyOwner(sql: Sql): Promise<{ token: string; companyId: string }> {
  const userId = randomUUID();
  const companyId = randomUUID();
  await sql(
    `insert into user_account (id, username, display_name, email, email_verified_at, password_hash, user_type, status, failed_sign_in_attempts, is_staff, created_at)
     values (?, 'benchowner', 'BenchOwner', 'owner@bench.example', now(), 'x', 'Company', 'active', 0, false, now())`,
    [userId],
  );
  await sql(
    `insert into company (id, name, type, website, email, is_verified, created_at) values (?, 'Bench Studio', 'publisher', 'https://bench.example', 'owner@bench.example', true, now())`,
    [companyId],
  );
  await sql(`insert into company_member (company_id, user_id, is_owner, title, joined_at) values (?, ?, true, null, now())`, [
    companyId,
    userId,
  ]);
  const token = randomUUID() + randomUUID();
  await sql(`insert into session (id, user_id, created_at, expires_at) values (?, ?, now(), now() + interval '30 days')`, [
    await hashSecret(token),
    userId,
  ]);
  return { token, companyId };
}
