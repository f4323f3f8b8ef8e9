import { defaultCompanyPage } from '@lurkit/core/accounts/company-page/domain/company-page.entity.ts';
import type { CompanyPageRepositoryPort } from '@lurkit/core/accounts/company-page/ports/company-page-repository.port.ts';
import { addMs, DAY_MS } from '@lurkit/core/shared/time.ts';
import type { SeededAccounts } from './accounts.seed.ts';

/** Demo Studio's public page: its own words and links, its Quests hidden to show the choice at work. */
export async function seedCompanyPage(pages: CompanyPageRepositoryPort, accounts: SeededAccounts, now: Date): Promise<void> {
  const [studio] = accounts.companies;
  if (!studio) return;
  await pages.save({
    ...defaultCompanyPage(studio.id),
    description:
      'Demo Studio is a small team in Gothenburg making cosy co-op adventures. We love working with creators: join our Creator Program for early builds, keys and merch.',
    links: [
      { label: 'Discord', url: 'https://discord.gg/demostudio' },
      { label: 'Steam', url: 'https://store.steampowered.com/developer/demostudio' },
    ],
    showQuests: false,
    updatedAt: addMs(now, -3 * DAY_MS),
  });
}
