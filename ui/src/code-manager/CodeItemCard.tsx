import { AvailabilityBar } from '../availability-bar/AvailabilityBar.tsx';
import { Button } from '../button/Button.tsx';
import { useState } from 'react';
import { Card } from '../card/Card.tsx';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog.tsx';
import { ITEM_TYPE_LABELS } from './item-labels.ts';
import './CodeManager.css';
import { formatCount } from '../format/format.ts';

export interface PlatformBalanceView {
  platform: string;
  added: number;
  claimed: number;
  available: number;
  unavailable: number;
  availability: 'HIGH' | 'LOW' | 'OUT';
  openRequests: number;
}

export interface CodeItemView {
  id: string;
  type: keyof typeof ITEM_TYPE_LABELS;
  name: string;
  game: string | null;
  description: string | null;
  imageUrl: string | null;
  allocation: 'auto' | 'manual';
  platforms: readonly PlatformBalanceView[];
}

export interface CodeItemCardProps {
  item: CodeItemView;
  onAddCodes(itemId: string): void;
  onAllocate?(itemId: string, platform: string): void;
  /** Deletes the item with its codes, asked after a confirmation; without it the card offers no Delete. */
  onDelete?(itemId: string): void;
}

const n = formatCount;

/** A game or item with its codes per platform: the balance bar (red out, yellow under 10%, green), claimed, to allocate, asks. */
export function CodeItemCard({ item, onAddCodes, onAllocate, onDelete }: CodeItemCardProps) {
  const [confirming, setConfirming] = useState(false);
  const codes = item.platforms.reduce((sum, p) => sum + p.added, 0);
  return (
    <Card
      title={item.name}
      eyebrow={`${ITEM_TYPE_LABELS[item.type]}${item.game && item.game !== item.name ? ` · ${item.game}` : ''} · ${item.allocation === 'auto' ? 'Automatic' : 'Manual'} allocation`}
      media={item.imageUrl ? <img src={item.imageUrl} alt="" width={120} height={160} /> : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={() => onAddCodes(item.id)}>
            Add codes
          </Button>
          {onDelete && (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              Delete<span className="visually-hidden"> {item.name}</span>
            </Button>
          )}
          <ConfirmDialog
            open={confirming}
            title={`Delete ${item.name}?`}
            confirmLabel="Delete item"
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              onDelete?.(item.id);
            }}
          >
            {codes === 0
              ? 'The item leaves your Code Manager for good.'
              : `The item and its ${n(codes)} codes leave your Code Manager for good. An item an activation hands out, or with claimed codes, is kept.`}
          </ConfirmDialog>
        </>
      }
    >
      {item.description && <p>{item.description}</p>}
      {item.platforms.length === 0 ? (
        <p className="code-manager__hint">No codes yet.</p>
      ) : (
        <ul className="code-manager__platforms">
          {item.platforms.map((p) => (
            <li key={p.platform}>
              <AvailabilityBar label={p.platform} remaining={p.available} total={p.available + p.claimed} />
              <div className="code-manager__platform-line">
                <span>
                  {n(p.added)} added · {n(p.claimed)} claimed
                </span>
                {p.openRequests > 0 && (
                  <span>{p.openRequests === 1 ? '1 creator asks for more' : `${n(p.openRequests)} creators ask for more`}</span>
                )}
                {p.unavailable > 0 && onAllocate && (
                  <Button variant="ghost" onClick={() => onAllocate(item.id, p.platform)}>
                    Allocate {n(p.unavailable)} unavailable
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
