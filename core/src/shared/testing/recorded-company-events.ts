import type { CompanyEvent, CompanyEventsPort } from '../company-events.port.ts';

/** The events a use case recorded, in order, for tests to read back. */
export class RecordedCompanyEvents implements CompanyEventsPort {
  readonly recorded: CompanyEvent[] = [];

  async record(event: CompanyEvent): Promise<void> {
    this.recorded.push(event);
  }

  kinds(): string[] {
    return this.recorded.map((e) => e.kind);
  }
}
