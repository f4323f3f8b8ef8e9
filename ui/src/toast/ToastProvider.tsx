import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { addToast, dropToast, markLeaving } from './toast-list.ts';
import { TOAST_DEFAULT_TTL_MS, TOAST_EXIT_MS, type Toast, type ToastInput } from './toast.types.ts';
import { ToastItem } from './ToastItem.tsx';
import './Toast.css';

export interface ToastApi {
  /** Shows a toast unless one with the same id is shown; returns the (given or generated) id. */
  add(input: ToastInput): string;
  /** Starts the exit animation of the toast with this id, then removes it. */
  remove(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /** The app; anything below may call useToasts(). */
  children: ReactNode;
}

/**
 * Holds the toasts and their timers and renders them above everything else, in a portal on <body>
 * so the inert page behind an open modal does not take the toasts (and their close buttons) with it.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const shown = useRef(new Set<string>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const schedule = useCallback((key: string, ms: number, run: () => void) => {
    clearTimeout(timers.current.get(key));
    timers.current.set(key, setTimeout(run, ms));
  }, []);

  const remove = useCallback(
    (id: string) => {
      if (!shown.current.has(id)) return;
      setToasts((list) => markLeaving(list, id));
      schedule(id, TOAST_EXIT_MS, () => {
        shown.current.delete(id);
        timers.current.delete(id);
        setToasts((list) => dropToast(list, id));
      });
    },
    [schedule],
  );

  const add = useCallback(
    (input: ToastInput) => {
      const id = input.id ?? crypto.randomUUID();
      // The ref answers at once, so two adds in one event cannot both pass the duplicate check.
      if (shown.current.has(id)) return id;
      shown.current.add(id);
      setToasts((list) => addToast(list, input, id));
      const ttl = input.timeToLiveMs ?? TOAST_DEFAULT_TTL_MS;
      if (ttl > 0) schedule(id, ttl, () => remove(id));
      return id;
    },
    [remove, schedule],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ add, remove }), [add, remove]);
  return (
    <ToastContext value={api}>
      {children}
      {createPortal(
        <div className="toast-viewport">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onClose={remove} />
          ))}
        </div>,
        document.body,
      )}
    </ToastContext>
  );
}

/** The toast API of the nearest ToastProvider. */
export function useToasts(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToasts must be used below a ToastProvider.');
  return api;
}
