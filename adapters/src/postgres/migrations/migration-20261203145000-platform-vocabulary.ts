import { Migration } from '@mikro-orm/migrations';
import { bringPlatformsToVocabulary, describePlatformReport } from './platform-vocabulary.ts';

/** Spec 3: stored free-text platform names become the vocabulary's names; the output lists what changed. */
export class Migration20261203145000_PlatformVocabulary extends Migration {
  override name = 'Migration20261203145000_PlatformVocabulary';

  override async up(): Promise<void> {
    const report = await bringPlatformsToVocabulary((sql, params) => this.execute(sql, params) as Promise<Record<string, unknown>[]>);
    console.info(describePlatformReport(report));
  }

  override down(): void | Promise<void> {
    // The free text each row held is gone; the vocabulary's names stay valid for the code before it.
  }
}
