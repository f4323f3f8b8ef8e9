/** Clicks on creators' tracked links, counted where the progress adapter reads them. */
export interface MissionClickStorePort {
  record(click: { missionId: string; creatorId: string; criterionId: string; at: Date }): Promise<void>;
}
