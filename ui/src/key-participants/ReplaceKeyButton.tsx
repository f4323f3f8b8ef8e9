import { useState } from 'react';
import { Button } from '../button/Button.tsx';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog.tsx';

export interface ReplaceKeyButtonProps {
  creatorName: string;
  platform: string;
  busy?: boolean;
  onConfirm(): void;
}

/** Marking a key bad hands out another code from stock for good, so it is asked first. */
export function ReplaceKeyButton({ creatorName, platform, busy = false, onConfirm }: ReplaceKeyButtonProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setConfirming(true)} disabled={busy}>
        Mark key bad and replace<span className="visually-hidden"> for {creatorName}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Replace ${creatorName}'s ${platform} key?`}
        confirmLabel="Mark bad and replace"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onConfirm();
        }}
      >
        The key they claimed is marked bad in your Code Manager and they get the next unclaimed {platform} key from its stock. Both stay
        recorded.
      </ConfirmDialog>
    </>
  );
}
