import { RegisterCompany } from '@lurkit/core/accounts/application/register-company.ts';
import { RegisterCreator } from '@lurkit/core/accounts/application/register-creator.ts';
import type { AccountsDeps } from '@lurkit/core/accounts/application/accounts-deps.ts';

export const DEMO_PASSWORD = 'demopassword1';
export const DEMO_COMPANY_USERNAME = 'democompany';
export const DEMO_CREATOR_USERNAME = 'democreator';

/**
 * The demo accounts for a development database: a verified company's owner and a creator.
 * Runs through the real use cases so the demo data obeys every rule; seeding sends no mail.
 */
export async function seedDemoData(deps: AccountsDeps): Promise<'seeded' | 'already-seeded'> {
  if (await deps.users.findByUsername(DEMO_COMPANY_USERNAME)) return 'already-seeded';
  const quiet: AccountsDeps = { ...deps, mailer: { send: async () => {} } };
  const now = deps.clock.now();

  const company = await new RegisterCompany(quiet).execute({
    companyName: 'Demo Studio',
    companyType: 'smallGameStudio',
    website: 'https://demo-studio.example.com',
    email: 'democompany@example.com',
    username: DEMO_COMPANY_USERNAME,
    password: DEMO_PASSWORD,
    acceptTerms: true,
  });
  const creator = await new RegisterCreator(quiet).execute({
    email: 'democreator@example.com',
    username: DEMO_CREATOR_USERNAME,
    password: DEMO_PASSWORD,
    acceptTerms: true,
  });
  if (!company.ok || !creator.ok) {
    throw new Error(
      `Demo data could not be seeded: ${!company.ok ? company.error.message : ''} ${!creator.ok ? creator.error.message : ''}`,
    );
  }

  for (const userId of [company.value.userId, creator.value.userId]) {
    const user = await deps.users.findById(userId);
    if (user) await deps.users.save({ ...user, emailVerifiedAt: now });
  }
  const demoCompany = await deps.companies.findByMemberUserId(company.value.userId);
  if (demoCompany) await deps.companies.save({ ...demoCompany, isVerified: true });
  return 'seeded';
}
