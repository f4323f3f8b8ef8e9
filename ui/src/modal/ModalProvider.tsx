import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { mayClose } from './may-close.ts';
import { patchModal, pushModal, withoutModal } from './modal-stack.ts';
import type { ModalCloseReason, ModalInput, OpenModal } from './modal.types.ts';
import { ModalFrame } from './ModalFrame.tsx';

export interface CloseOptions {
  /** Skips the close event and the beforeClose guard. */
  force?: boolean;
  /** What asked for the close; passed on in the close event. */
  reason?: ModalCloseReason;
}

export interface ModalApi {
  /** Opens a modal on top of the others (or refreshes the open one with that id). */
  open(input: ModalInput): void;
  /** Asks the modal to close; resolves true when it did. */
  close(id: string, options?: CloseOptions): Promise<boolean>;
  /** Marks a modal as holding unsaved changes (or not). */
  setDirty(id: string, isDirty: boolean): void;
}

interface ModalContextValue extends ModalApi {
  /** Force-closes the given modals unless they asked to outlive their opener (keepOnUnmount). */
  release(ids: Iterable<string>): void;
}

const ModalContext = createContext<ModalContextValue | null>(null);

export interface ModalProviderProps {
  /** The app; anything below may call useModals(). */
  children: ReactNode;
}

/**
 * Holds the stack of open modals. While any is open the page behind is inert and only the topmost
 * modal reacts to keys and clicks; Escape closes that one alone (spec section 4).
 */
export function ModalProvider({ children }: ModalProviderProps) {
  const [stack, setStack] = useState<OpenModal[]>([]);
  // Close requests read the newest stack, not the one of the render that created the callback.
  const current = useRef(stack);
  current.current = stack;
  const closing = useRef(new Set<string>());
  const pendingFocus = useRef<HTMLElement | null>(null);

  const finishClose = useCallback((modal: OpenModal) => {
    pendingFocus.current = modal.returnFocus;
    setStack((list) => withoutModal(list, modal.id));
    modal.options?.onCloseModal?.();
  }, []);

  // Focus goes back only after the re-render: until then the opener is still inside the inert page.
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target?.isConnected) target.focus();
  }, [stack]);

  const close = useCallback(
    async (id: string, { force = false, reason = 'request' }: CloseOptions = {}) => {
      const modal = current.current.find((entry) => entry.id === id);
      if (!modal || (closing.current.has(id) && !force)) return false;
      closing.current.add(id);
      try {
        if (!(await mayClose(modal, reason, force))) return false;
        const latest = current.current.find((entry) => entry.id === id);
        if (latest) finishClose(latest);
        return true;
      } finally {
        closing.current.delete(id);
      }
    },
    [finishClose],
  );

  const open = useCallback((input: ModalInput) => {
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setStack((list) => pushModal(list, input, focused));
  }, []);

  const setDirty = useCallback((id: string, isDirty: boolean) => setStack((list) => patchModal(list, id, { isDirty })), []);

  const release = useCallback(
    (ids: Iterable<string>) => {
      for (const id of ids) {
        const modal = current.current.find((entry) => entry.id === id);
        if (modal && !modal.options?.keepOnUnmount) void close(id, { force: true });
      }
    },
    [close],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const topmost = current.current.at(-1);
      if (event.key !== 'Escape' || !topmost) return;
      event.preventDefault();
      if (topmost.options?.closeOnEsc !== false) void close(topmost.id, { reason: 'escape' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [close]);

  const value = useMemo(() => ({ open, close, setDirty, release }), [open, close, setDirty, release]);
  return (
    <ModalContext value={value}>
      <div className="modal-page" inert={stack.length > 0}>
        {children}
      </div>
      {createPortal(
        stack.map((modal, index) => (
          <ModalFrame
            key={modal.id}
            title={modal.title}
            options={modal.options}
            topmost={index === stack.length - 1}
            depth={index}
            onCloseButton={() => void close(modal.id, { reason: 'close-button' })}
            onBackdrop={() => void close(modal.id, { reason: 'backdrop' })}
          >
            {typeof modal.content === 'function' ? modal.content(() => void close(modal.id)) : modal.content}
          </ModalFrame>
        )),
        document.body,
      )}
    </ModalContext>
  );
}

/**
 * The modal API. Modals opened through it close when the calling component unmounts (e.g. the
 * page is left), unless opened with keepOnUnmount.
 */
export function useModals(): ModalApi {
  const context = use(ModalContext);
  if (!context) throw new Error('useModals must be used below a ModalProvider.');
  const owned = useRef(new Set<string>());
  const { release, open } = context;
  useEffect(() => {
    const ids = owned.current;
    return () => release(ids);
  }, [release]);
  return useMemo(
    () => ({
      ...context,
      open: (input: ModalInput) => {
        owned.current.add(input.id);
        open(input);
      },
    }),
    [context, open],
  );
}
