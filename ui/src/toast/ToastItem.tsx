import type { Toast } from './toast.types.ts';

export interface ToastItemProps {
  /** The toast to show. */
  toast: Toast;
  /** Called when the close button is pressed. */
  onClose(id: string): void;
}

const TYPE_LABEL = { error: 'Error', warning: 'Warning', information: 'Information', success: 'Success' } as const;

/** One toast; errors and warnings are alerts (read at once), information and success are statuses. */
export function ToastItem({ toast, onClose }: ToastItemProps) {
  const urgent = toast.type === 'error' || toast.type === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={['toast', `toast--${toast.type}`, toast.leaving && 'toast--leaving'].filter(Boolean).join(' ')}
      data-toast-id={toast.id}
    >
      <span className="visually-hidden">{TYPE_LABEL[toast.type]}: </span>
      <div className="toast__content">{toast.content}</div>
      {toast.hasCloseIcon && (
        <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => onClose(toast.id)}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
