import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PasswordHasherPort } from '@lurkit/core/accounts/ports/password-hasher.port.ts';

export interface Argon2idCost {
  /** Memory in KiB. */
  memory: number;
  passes: number;
  parallelism: number;
}

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 passes, 1 lane. */
export const OWASP_ARGON2ID_COST: Argon2idCost = { memory: 19_456, passes: 2, parallelism: 1 };

const SALT_BYTES = 16;
const TAG_BYTES = 32;
const VERSION = 19;
const PHC = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;
/** Stored parameters are trusted only within these bounds, so a tampered row cannot exhaust memory. */
const LIMITS = { memory: [8, 1_048_576], passes: [1, 16], parallelism: [1, 16], salt: [8, 64], tag: [16, 64] } as const;

const toB64 = (bytes: Buffer): string => bytes.toString('base64').replace(/=+$/, '');

function derive(password: string, salt: Buffer, cost: Argon2idCost, tagLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2('argon2id', { message: password, nonce: salt, tagLength, ...cost }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

interface ParsedHash {
  cost: Argon2idCost;
  salt: Buffer;
  tag: Buffer;
}

const within = (value: number, [min, max]: readonly [number, number]): boolean => value >= min && value <= max;

function parse(encoded: string): ParsedHash | null {
  const match = PHC.exec(encoded);
  if (!match) return null;
  const [, version, memory, passes, parallelism, salt64, tag64] = match;
  const cost = { memory: Number(memory), passes: Number(passes), parallelism: Number(parallelism) };
  const salt = Buffer.from(salt64 ?? '', 'base64');
  const tag = Buffer.from(tag64 ?? '', 'base64');
  const sane =
    Number(version) === VERSION &&
    within(cost.memory, LIMITS.memory) &&
    cost.memory >= 8 * cost.parallelism &&
    within(cost.passes, LIMITS.passes) &&
    within(cost.parallelism, LIMITS.parallelism) &&
    within(salt.length, LIMITS.salt) &&
    within(tag.length, LIMITS.tag);
  return sane ? { cost, salt, tag } : null;
}

/**
 * Hashes with Node's built-in argon2id and stores the PHC string
 * `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`, so the cost can be raised later while old hashes
 * still verify with the parameters they were made with.
 */
export class Argon2idPasswordHasher implements PasswordHasherPort {
  readonly #cost: Argon2idCost;

  /** Tests may pass a lower cost; production uses the OWASP default. */
  constructor(cost: Argon2idCost = OWASP_ARGON2ID_COST) {
    this.#cost = cost;
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const tag = await derive(password, salt, this.#cost, TAG_BYTES);
    const { memory, passes, parallelism } = this.#cost;
    return `$argon2id$v=${VERSION}$m=${memory},t=${passes},p=${parallelism}$${toB64(salt)}$${toB64(tag)}`;
  }

  /** False for a wrong password and for anything that is not a well-formed argon2id hash. */
  async verify(hash: string, password: string): Promise<boolean> {
    const parsed = parse(hash);
    if (!parsed) return false;
    const candidate = await derive(password, parsed.salt, parsed.cost, parsed.tag.length);
    return timingSafeEqual(candidate, parsed.tag);
  }
}
