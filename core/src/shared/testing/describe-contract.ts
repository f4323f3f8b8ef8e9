import { afterEach, beforeEach, describe } from 'vitest';

/** What every adapter's `make` hands a contract suite: the ports under test, and how to tidy up. */
export interface ContractFixture {
  cleanup?: () => Promise<void>;
}

/**
 * One port's behaviour, written once and run against each adapter (`"<Port> contract: <adapter>"`).
 * A fresh fixture is made before each test and cleaned up after it; `fixture()` reads the current one,
 * so a suite never keeps state from an earlier test.
 */
export function describeContract<F extends ContractFixture>(
  port: string,
  adapter: string,
  make: () => Promise<F>,
  tests: (fixture: () => F) => void,
): void {
  describe(`${port} contract: ${adapter}`, () => {
    let current: F | undefined;
    beforeEach(async () => {
      current = await make();
    });
    afterEach(async () => {
      await current?.cleanup?.();
      current = undefined;
    });
    tests(() => {
      if (!current) throw new Error(`${port} contract: the fixture is only there inside a test`);
      return current;
    });
  });
}
