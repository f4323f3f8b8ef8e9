/**
 * Wraps a write so a second call with the same arguments while the first still runs gets the first
 * call's answer instead of writing again: a double click (two clicks before the button re-renders
 * disabled) sends one request. Other arguments (another row's button) still write; once the answer is
 * in, the next call writes again. `keyOf` says which calls are the same (by default, equal arguments).
 */
export function singleFlight<A extends unknown[], T>(
  write: (...args: A) => Promise<T>,
  keyOf: (...args: A) => string = (...args) => JSON.stringify(args),
): (...args: A) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (...args: A) => {
    const key = keyOf(...args);
    const same = running.get(key);
    if (same) return same;
    const started = write(...args).finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}

/** Runs one step at a time: a step started while another runs gets the running one's answer instead. */
export const oneAtATime = () =>
  singleFlight(
    (step: () => Promise<unknown>) => step(),
    () => 'step',
  );
