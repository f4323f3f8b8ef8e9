import { Button, type ButtonVariant } from '../button/Button.tsx';

export interface BulkAction {
  /** Id passed back to onBulkAction. */
  id: string;
  /** Button text, e.g. "Accept offers". */
  label: string;
  /** Button style; danger for destructive actions. */
  variant?: ButtonVariant;
}

export interface BulkActionsBarProps {
  /** How many rows are selected. */
  count: number;
  /** The actions to offer. */
  actions: readonly BulkAction[];
  /** Called with the chosen action's id. */
  onAction(id: string): void;
  /** Clears the selection. */
  onClear(): void;
}

/** The bar shown while rows are selected: how many, what can be done to them, and a way out. */
export function BulkActionsBar({ count, actions, onAction, onClear }: BulkActionsBarProps) {
  return (
    <div className="data-table__bulk" role="region" aria-label="Bulk actions">
      <p role="status" className="data-table__bulk-count">
        {count} selected
      </p>
      {actions.map((action) => (
        <Button key={action.id} variant={action.variant ?? 'secondary'} onClick={() => onAction(action.id)}>
          {action.label}
        </Button>
      ))}
      <Button variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
