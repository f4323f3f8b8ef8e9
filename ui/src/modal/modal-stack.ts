import type { ModalInput, OpenModal } from './modal.types.ts';

/** Opens a modal on top, or refreshes the one with that id in place (keeping its focus target). */
export function pushModal(stack: readonly OpenModal[], input: ModalInput, returnFocus: HTMLElement | null): OpenModal[] {
  const existing = stack.find((modal) => modal.id === input.id);
  if (existing) return stack.map((modal) => (modal.id === input.id ? { ...input, returnFocus: modal.returnFocus } : modal));
  return [...stack, { ...input, returnFocus }];
}

export function withoutModal(stack: readonly OpenModal[], id: string): OpenModal[] {
  return stack.filter((modal) => modal.id !== id);
}

export function patchModal(stack: readonly OpenModal[], id: string, patch: Partial<ModalInput>): OpenModal[] {
  return stack.map((modal) => (modal.id === id ? { ...modal, ...patch } : modal));
}
