import { MINUTE_MS } from '../../shared/time.ts';

/** Live channels are read every five minutes: each reading stands for its five-minute slot of air time. */
export const LIVE_SAMPLE_EVERY_MS = 5 * MINUTE_MS;

/**
 * The start of the slot an instant falls in. A job retried inside its slot writes the same sample
 * again (an upsert on stream and instant) instead of a second one, so a retry never adds air time.
 */
export const sampleSlot = (at: Date): Date => new Date(Math.floor(at.getTime() / LIVE_SAMPLE_EVERY_MS) * LIVE_SAMPLE_EVERY_MS);

/**
 * A game's statistics id from its name, the same on every platform and every run: the store keys
 * games by id while platforms and the catalogue match them by name (any case). A name-based UUID
 * (RFC 9562 version 5, SHA-1 over a namespace and the lower-cased name).
 */
export async function statisticsGameId(name: string): Promise<string> {
  const namespace = hexBytes('6f1c8a2e4b3d4f5a9c7e0d1b2a3c4d5e');
  const input = new Uint8Array([...namespace, ...new TextEncoder().encode(name.trim().toLowerCase())]);
  const hash = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-1', input)).slice(0, 16);
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = [...hash].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g)!.map((pair) => parseInt(pair, 16)));
