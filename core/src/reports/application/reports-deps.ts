import type { ClockPort } from '../../shared/clock.port.ts';
import type { ReportRepositoryPort } from '../ports/report-repository.port.ts';
import type { ReportedUsersPort } from '../ports/reported-users.port.ts';

export interface ReportsDeps {
  reports: ReportRepositoryPort;
  users: ReportedUsersPort;
  clock: ClockPort;
}
