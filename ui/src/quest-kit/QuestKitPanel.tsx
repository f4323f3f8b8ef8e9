import { Alert } from '../alert/Alert.tsx';
import { KeyReveal } from '../key-reveal/KeyReveal.tsx';

export interface QuestKitPanelProps {
  /** The kit's .zip or .rar asset link, if the Quest has one. */
  assetUrl: string | null;
  /** The keys handed to the creator, one per line. */
  keys: readonly { platform: string; code: string }[];
  /** Kit platforms whose keys are still to come (Code Manager was out of them). */
  pendingPlatforms: readonly string[];
  /** Puts text on the clipboard; the browser's clipboard by default (stories pass a spy). */
  copyText?(text: string): Promise<void>;
}

/** Spec 2 and 3: the quest kit, the keys and asset the company hands the creator of a paid deal. */
export function QuestKitPanel({ assetUrl, keys, pendingPlatforms, copyText }: QuestKitPanelProps) {
  return (
    <section aria-labelledby="quest-kit-title" className="stack">
      <h2 id="quest-kit-title">Creator kit</h2>
      {keys.map((key, index) => (
        <KeyReveal key={`${key.platform}-${index}`} label={`Your ${key.platform} key`} code={key.code} copyText={copyText} />
      ))}
      {pendingPlatforms.length > 0 && (
        <Alert tone="warning" title="Keys on the way">
          The company is out of {pendingPlatforms.join(', ')} keys for now; they will appear here once added.
        </Alert>
      )}
      {assetUrl ? (
        <p>
          <a href={assetUrl} rel="noopener noreferrer" target="_blank" download>
            Download the creator kit assets
          </a>
        </p>
      ) : (
        keys.length === 0 && pendingPlatforms.length === 0 && <p>This Quest's kit holds no keys or assets.</p>
      )}
    </section>
  );
}
