export interface UserEvent {
  readonly id: string;
  readonly name: string;
  /** The signed-in user as the server knows it, never the id the client claims. */
  readonly userId: string | null;
  readonly deviceId: string | null;
  readonly data: Record<string, unknown>;
  readonly metaData: Record<string, unknown>;
  readonly createdAt: Date;
}

export interface UserEventRepositoryPort {
  record(event: UserEvent): Promise<void>;
}
