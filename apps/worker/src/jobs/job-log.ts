/** How a job handler reports what went wrong (or, for some, what it did), as a pino entry and message. */
export type JobLog = (entry: Record<string, unknown>, message: string) => void;
