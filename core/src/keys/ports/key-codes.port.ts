/**
 * Hands out one key from the campaign's Code Manager item. The composition root binds it to the
 * codes context; answers null when the platform is out of codes.
 */
export interface KeyCodesPort {
  takeKey(request: {
    companyId: string;
    codeItemId: string | null;
    campaignId: string;
    platform: string;
    creatorId: string;
    at: Date;
  }): Promise<string | null>;
}
