import type { CodeItemUsagePort } from '../ports/code-item-usage.port.ts';

/** Activations registered by tests as using an item. */
export class InMemoryCodeItemUsage implements CodeItemUsagePort {
  readonly #byItem = new Map<string, string[]>();

  use(itemId: string, activationName: string): void {
    this.#byItem.set(itemId, [...(this.#byItem.get(itemId) ?? []), activationName]);
  }

  async activationsUsing(itemId: string): Promise<string[]> {
    return [...(this.#byItem.get(itemId) ?? [])];
  }
}
