import { TOAST_DEFAULT_TTL_MS, type Toast, type ToastInput } from './toast.types.ts';

/**
 * Adds a toast unless one with the same id is shown (even while it leaves), so a repeated event never
 * stacks copies. Returns the list unchanged in that case.
 */
export function addToast(list: readonly Toast[], input: ToastInput, id: string): Toast[] {
  if (list.some((toast) => toast.id === id)) return [...list];
  return [
    ...list,
    {
      id,
      content: input.content,
      type: input.type,
      timeToLiveMs: input.timeToLiveMs ?? TOAST_DEFAULT_TTL_MS,
      hasCloseIcon: input.hasCloseIcon ?? true,
      leaving: false,
    },
  ];
}

/** Marks the toast as leaving so its exit animation plays before it is dropped. */
export function markLeaving(list: readonly Toast[], id: string): Toast[] {
  return list.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast));
}

export function dropToast(list: readonly Toast[], id: string): Toast[] {
  return list.filter((toast) => toast.id !== id);
}
