/**
 * Verification reads each platform, which can be slow or down: it runs as a job after the request is
 * saved (queued in the same transaction), and a failed read is retried by the job, not by the person.
 */
export interface CreatorAccessJobsPort {
  queueVerification(userId: string): Promise<void>;
}
