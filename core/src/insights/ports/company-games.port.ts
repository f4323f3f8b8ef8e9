/** The games a company markets, as statistics games (read model over its Key campaigns and Missions). */
export interface CompanyGamesPort {
  /** The statistics games the company's Key campaigns and Missions name; none for a company without any. */
  statisticsGameIdsOf(companyId: string): Promise<readonly string[]>;
}
