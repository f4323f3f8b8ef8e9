/**
 * Ids for a control's hint and error, and the aria-describedby that ties them to the control,
 * so screen readers read the error (first) and the hint with the field.
 */
export function fieldDescription(id: string, hint: unknown, error: unknown) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy };
}
