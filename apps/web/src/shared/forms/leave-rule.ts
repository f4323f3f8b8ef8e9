export interface LeaveAttempt {
  fromPath: string;
  toPath: string;
  /** The form on screen holds edits not saved yet. */
  dirty: boolean;
  /** This move stays inside the form, or the form started it after asking or saving (a wizard's Next). */
  letThrough: boolean;
}

/**
 * Whether a navigation waits for Save, Discard or Cancel (spec 2's modal). Browser Back and Forward count
 * like links: in a wizard whose steps live in the address they leave the step on screen, whose form
 * unmounts and would drop the edits. A change of query or hash alone keeps the form and passes.
 */
export const holdsLeaving = ({ fromPath, toPath, dirty, letThrough }: LeaveAttempt): boolean => fromPath !== toPath && dirty && !letThrough;
