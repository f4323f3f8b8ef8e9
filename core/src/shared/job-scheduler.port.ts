/** Deferred work the domain asks for (reminders, expiries); the worker runs it at `runAt`. */
export interface JobSchedulerPort {
  schedule(job: { name: string; payload: Record<string, unknown>; runAt: Date; singletonKey?: string }): Promise<void>;
  cancel(name: string, singletonKey: string): Promise<void>;
}
