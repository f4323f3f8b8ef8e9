import type { JobSchedulerPort } from '../../shared/job-scheduler.port.ts';

export interface ScheduledJob {
  name: string;
  payload: Record<string, unknown>;
  runAt: Date;
  singletonKey?: string;
}

/** Keeps scheduled jobs in a list; a job with the same name and singleton key replaces the earlier one. */
export class InMemoryJobScheduler implements JobSchedulerPort {
  jobs: ScheduledJob[] = [];

  async schedule(job: ScheduledJob): Promise<void> {
    this.jobs = [
      ...this.jobs.filter((j) => !(job.singletonKey && j.name === job.name && j.singletonKey === job.singletonKey)),
      structuredClone(job),
    ];
  }

  async cancel(name: string, singletonKey: string): Promise<void> {
    this.jobs = this.jobs.filter((j) => !(j.name === name && j.singletonKey === singletonKey));
  }
}
