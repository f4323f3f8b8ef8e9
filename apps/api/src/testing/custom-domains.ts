import { sql } from './direct-db.ts';

/**
 * Sets a custom domain's verification state as the worker's DNS check would (the API alone never
 * verifies one): tests of what is served on the domain start from there.
 */
export async function setDomainStatus(databaseUrl: string, domain: string, status: 'pending' | 'verified' | 'suspended'): Promise<void> {
  const rows = await sql(databaseUrl, 'update company_custom_domain set status = ?, checked_at = now() where domain = ? returning domain', [
    status,
    domain,
  ]);
  if (rows.length !== 1) throw new Error(`No custom domain ${domain}`);
}
