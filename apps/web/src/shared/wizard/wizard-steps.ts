/** One step of an activation's setup wizard and where it lives in the address. */
export interface WizardStepRoute<Id extends string = string> {
  id: Id;
  /** Step list name, and the toast after it saves ("Basics saved."). */
  title: string;
  /** Address segment after `/edit`; '' for the bare `/edit`. */
  path: string;
  /** Older segments spec 2 still names (`creatorkit`), read but never written. */
  aliases?: readonly string[];
}

/**
 * The step an address segment names; an unknown or missing segment opens the first step, so a stale
 * link still lands in the wizard.
 */
export function stepOfPath<Id extends string>(steps: readonly WizardStepRoute<Id>[], segment: string | undefined): Id {
  const first = steps[0];
  if (!first) throw new Error('A wizard needs at least one step.');
  const named = steps.find((step) => step.path === (segment ?? '') || step.aliases?.includes(segment ?? ''));
  return (named ?? first).id;
}

/** The address of a step under the wizard's `/edit` base. */
export function stepAddress<Id extends string>(base: string, steps: readonly WizardStepRoute<Id>[], id: Id): string {
  const path = steps.find((step) => step.id === id)?.path ?? '';
  return path ? `${base}/${path}` : base;
}
