import { useState } from 'react';
import { UnsavedChanges } from './UnsavedChanges.tsx';

export type UnsavedChangesChoice = 'saved' | 'discarded' | 'cancelled';

export interface UnsavedChangesPromptProps {
  /** Saves; resolving false (or throwing) keeps the prompt open with an error. */
  onSave?(): boolean | Promise<boolean>;
  /** Called with the person's final choice. */
  onChoose(choice: UnsavedChangesChoice): void;
}

/** UnsavedChanges with the saving state: only a save that succeeded counts as leaving. */
export function UnsavedChangesPrompt({ onSave, onChoose }: UnsavedChangesPromptProps) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setSaving(true);
    setError(null);
    const saved = await Promise.resolve(onSave ? onSave() : true).catch(() => false);
    setSaving(false);
    if (saved) onChoose('saved');
    else setError('Your changes could not be saved. Please try again.');
  };
  return (
    <UnsavedChanges
      saving={saving}
      error={error}
      onSave={save}
      onDiscard={() => onChoose('discarded')}
      onCancel={() => onChoose('cancelled')}
    />
  );
}
