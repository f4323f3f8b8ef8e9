import { steamStoreUrlSchema } from '@lurkit/core/catalogue/domain/steam-store-url.schema.ts';
import { useState } from 'react';
import * as v from 'valibot';
import { Button } from '../button/Button.tsx';
import { TextField } from '../text-field/TextField.tsx';
import './KeyCampaignSteps.css';

/** What the Steam store gave for a game. */
export interface SteamGame {
  name: string;
  description: string;
  genres: string[];
  /** Image links, header first. */
  media: string[];
  /** The store page had no description (spec 8: "Steam import found no description"). */
  missingDescription: boolean;
  /** Answered by the sandbox catalogue (sample data), not the live store. */
  sandbox: boolean;
}

/** The import's answer: the game, or why not (shown at the link field). */
export type SteamImportResult = SteamGame | { error: { code: string; message: string } };

export interface SteamImportProps {
  /** Looks the store link up. */
  onImportSteam(storeUrl: string): Promise<SteamImportResult>;
  /** Called with the game and its Steam app id when the import worked. */
  onImported(game: SteamGame, steamAppId: number): void;
}

/** "Import from Steam": a store link (or app id), checked by core's steamStoreUrlSchema before it is looked up. */
export function SteamImport({ onImportSteam, onImported }: SteamImportProps) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [importing, setImporting] = useState(false);
  const run = async () => {
    const parsed = v.safeParse(steamStoreUrlSchema, url);
    if (!parsed.success) return setError(parsed.issues[0].message);
    setError(undefined);
    setImporting(true);
    try {
      const result = await onImportSteam(url.trim());
      if ('error' in result) setError(result.error.message);
      else onImported(result, parsed.output);
    } finally {
      setImporting(false);
    }
  };
  return (
    <div className="steam-import">
      <TextField
        label="Steam store link"
        hint="Fills in the name, description, genres and images from the store page."
        inputMode="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        onKeyDown={(event) => {
          // Enter imports instead of saving the step.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void run();
        }}
        error={error}
      />
      <Button variant="secondary" loading={importing} onClick={() => void run()}>
        Import from Steam
      </Button>
    </div>
  );
}
