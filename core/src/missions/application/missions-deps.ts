import type { CompanyEventsPort } from '../../shared/company-events.port.ts';
import type { ClockPort } from '../../shared/clock.port.ts';
import type { JobSchedulerPort } from '../../shared/job-scheduler.port.ts';
import type { MailerPort } from '../../shared/mailer.port.ts';
import type { CreatorFeedPort } from '../ports/creator-feed.port.ts';
import type { MissionClickStorePort } from '../ports/mission-click-store.port.ts';
import type { MissionCreatorDirectoryPort } from '../ports/mission-creator-directory.port.ts';
import type { CreatorProgramLookupPort } from '../ports/creator-program-lookup.port.ts';
import type { MissionProgressPort } from '../ports/mission-progress.port.ts';
import type { MissionRepositoryPort } from '../ports/mission-repository.port.ts';
import type { MissionRunRepositoryPort } from '../ports/mission-run-repository.port.ts';
import type { MissionVipPort } from '../ports/mission-vip.port.ts';
import type { RewardCodePort } from '../ports/reward-code.port.ts';

/** Everything the missions use cases may need; each use case declares the part it uses with Pick. */
export interface MissionsDeps {
  missions: MissionRepositoryPort;
  runs: MissionRunRepositoryPort;
  programs: CreatorProgramLookupPort;
  /** VIP access lets a creator join without program membership. */
  vip: MissionVipPort;
  progress: MissionProgressPort;
  codes: RewardCodePort;
  jobs: JobSchedulerPort;
  creators: MissionCreatorDirectoryPort;
  mailer: MailerPort;
  clicks: MissionClickStorePort;
  /** The creator's streams and videos (the statistics store), for feed submissions. */
  feed: CreatorFeedPort;
  clock: ClockPort;
  /** Completed missions, written to the webhooks outbox in the change's transaction. */
  events: CompanyEventsPort;
}
