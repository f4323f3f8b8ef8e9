/** Entity ids are random UUIDs, created in the domain so aggregates are complete before they are saved. */
export const newId = (): string => globalThis.crypto.randomUUID();
