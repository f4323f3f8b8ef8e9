import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Contract suites make up company and creator ids; rows that point at them need those parents in
 * PostgreSQL. This inserts a bare company or user for an id the first time it is seen.
 */
export function parentRows(em: EntityManager) {
  const execute = (sql: string, params: unknown[]) =>
    em
      .fork()
      .getConnection()
      .execute(sql, params as never[]);
  return {
    async company(id: string): Promise<void> {
      await execute(
        `insert into company (id, name, type, website, email, is_verified, created_at)
         values (?, ?, 'publisher', 'https://example.com', 'company@example.com', true, now()) on conflict do nothing`,
        [id, `Company ${id}`],
      );
    },
    async user(id: string, userType = 'Creator'): Promise<void> {
      const short = id.replace(/-/g, '').slice(0, 20);
      await execute(
        `insert into user_account (id, username, display_name, email, password_hash, user_type, status, failed_sign_in_attempts, is_staff, created_at)
         values (?, ?, ?, ?, 'x', ?, 'active', 0, false, now()) on conflict do nothing`,
        [id, `u${short}`, `User ${short}`, `${short}@example.com`, userType],
      );
    },
  };
}
