export interface KeyCodeRequest {
  readonly companyId: string;
  /** The campaign's Code Manager item; null when none is linked yet (then nothing is in stock). */
  readonly codeItemId: string | null;
  readonly campaignId: string;
  readonly platform: string;
  readonly creatorId: string;
  readonly at: Date;
}

/**
 * The keys context's view of the Code Manager. The composition root binds it to the codes context:
 * keys are the codes of the campaign's item, taken one at a time, in the order they were added.
 */
export interface KeyCodesPort {
  /**
   * Takes one available code of the platform for the creator, marking it claimed by them and
   * distributed by the campaign; null when the platform is out of codes. Two concurrent calls never
   * get the same code (decided in the store, not in memory).
   */
  takeKey(request: KeyCodeRequest): Promise<string | null>;
  /**
   * Marks the creator's claimed key bad in the item's history and takes one available code of the
   * platform for them in its place (as takeKey does, so two replacements never get the same code);
   * null when the platform is out of codes, and then nothing is marked.
   */
  replaceKey(request: KeyCodeRequest & { readonly badCode: string; readonly markedBy: string }): Promise<string | null>;
  /**
   * Spec 8: out of codes, the creator asks the company for more on that platform. One open ask per
   * creator, item and platform: answers false when one is already open.
   */
  requestMoreKeys(request: KeyCodeRequest): Promise<boolean>;
  /** The company's Code Manager item, or null when it is not theirs (a campaign links only its own). */
  codeItemOf(
    companyId: string,
    codeItemId: string,
  ): Promise<{ id: string; name: string; type: 'game' | 'dlc' | 'demo' | 'inGameItem' | 'other' } | null>;
  /** Available codes per platform name of the item, as stored (platform names compare case-blind). */
  availableKeys(companyId: string, codeItemId: string | null): Promise<Readonly<Record<string, number>>>;
}
