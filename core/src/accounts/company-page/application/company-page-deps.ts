import type { ClockPort } from '../../../shared/clock.port.ts';
import type { CompanyRepositoryPort } from '../../ports/company-repository.port.ts';
import type { CompanyPageRepositoryPort } from '../ports/company-page-repository.port.ts';

export interface CompanyPageDeps {
  companies: CompanyRepositoryPort;
  pages: CompanyPageRepositoryPort;
  clock: ClockPort;
}
