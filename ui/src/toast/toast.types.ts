import type { ReactNode } from 'react';

/** The four kinds of toast of spec section 3; errors and warnings interrupt screen readers. */
export type ToastType = 'error' | 'warning' | 'information' | 'success';

/** Spec section 9: a toast lives 5 s unless told otherwise, and takes 125 ms to animate out. */
export const TOAST_DEFAULT_TTL_MS = 5000;
export const TOAST_EXIT_MS = 125;

/** What a caller passes to `add`. */
export interface ToastInput {
  /** Stable id: a toast with the same id already shown is not added again. Generated when absent. */
  id?: string;
  /** The message; may hold a link or a button. */
  content: ReactNode;
  /** Colour and urgency. */
  type: ToastType;
  /** Milliseconds until it dismisses itself; 0 keeps it until dismissed. Default 5000. */
  timeToLiveMs?: number;
  /** Shows a close button. Default true, so a toast that stays can always be dismissed. */
  hasCloseIcon?: boolean;
}

/** A toast as shown: every field settled, plus whether its exit animation runs. */
export interface Toast {
  id: string;
  content: ReactNode;
  type: ToastType;
  timeToLiveMs: number;
  hasCloseIcon: boolean;
  leaving: boolean;
}
