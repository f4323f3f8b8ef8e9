/** A Steam game a company markets on Lurkit. */
export interface CompanySteamGame {
  readonly appId: number;
  readonly name: string;
}

/** The Steam games a company's Key campaigns and Quests name (read model over their tables). */
export interface CompanySteamGamesPort {
  steamGamesOf(companyId: string): Promise<readonly CompanySteamGame[]>;
}
