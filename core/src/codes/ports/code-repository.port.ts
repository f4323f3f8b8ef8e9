import type { PageRequest } from '../../shared/page.ts';
import type { Stock } from '../domain/availability.ts';
import type { Code, CodeStatus } from '../domain/code.entity.ts';
import type { PastedLine } from '../domain/code-paste.ts';

export interface PlatformStock extends Stock {
  /** The platform name as the first code of it was stored. */
  readonly platform: string;
}

export interface TakeCodes {
  readonly itemId: string;
  readonly platform: string;
  readonly count: number;
  readonly creatorId: string;
  readonly at: Date;
  /** The distribution rule or Key campaign handing them out. */
  readonly distributedBy: string;
}

/** What adding a staged file puts in an item. */
export interface AddStagedCodes {
  readonly importId: string;
  readonly itemId: string;
  readonly companyId: string;
  readonly platform: string;
  readonly status: CodeStatus;
  readonly addedBy: string;
  readonly at: Date;
}

/** The outcome of adding a staged file: lines whose code the item already held are counted, never added. */
export interface StagedCodesAdded {
  readonly added: number;
  readonly alreadyExisting: number;
  /** The first of those lines by line number. */
  readonly firstExisting: readonly PastedLine[];
}

/**
 * Codes are secrets and come by the hundred thousand: adapters store them sealed, look them up by a
 * keyed hash, count in the store and hand them out in one statement. Listing the values of a whole
 * item is for tests and small items only.
 */
export interface CodeRepositoryPort {
  /** Every code of one item, in any order. */
  listByItem(itemId: string): Promise<Code[]>;
  /** Which of these values the item already holds (compared exactly). */
  existingValues(itemId: string, values: readonly string[]): Promise<ReadonlySet<string>>;
  /** Inserts or updates each code. */
  saveAll(codes: readonly Code[]): Promise<void>;
  /**
   * Stores the codes only if every one of them still has `expected` status, all or none; answers
   * whether it did. Two creators claiming the last code at once must not both get it.
   */
  replaceIfStatus(codes: readonly Code[], expected: CodeStatus): Promise<boolean>;
  /**
   * Marks the `count` oldest available codes of the platform (case-blind) claimed, all or none, and
   * answers them; null when fewer are available. Concurrent calls never get the same code.
   */
  takeAvailable(take: TakeCodes): Promise<Code[] | null>;
  /** Makes the `count` oldest unavailable codes of the platform available; answers the ids of those moved. */
  allocate(itemId: string, platform: string, count: number): Promise<string[]>;
  /** Counts per platform of one item. */
  stockByPlatform(itemId: string): Promise<PlatformStock[]>;
  /** One page of an item's codes, newest first. */
  listPage(itemId: string, page: PageRequest): Promise<Code[]>;
  cursorOf(code: Code): string;
  /** The company's code with exactly this value, wherever it sits (leaked-key tracing). */
  findByValue(companyId: string, value: string): Promise<Code | null>;
  findById(id: string): Promise<Code | null>;
  /**
   * Deletes the code unless it is claimed, decided in the store (a claim at the same moment wins);
   * answers whether it did.
   */
  deleteUnclaimed(id: string): Promise<boolean>;
  /**
   * Deletes these codes only if none of them is claimed and all exist, all or none, decided in the
   * store (a claim at the same moment wins); answers whether it did.
   */
  deleteAllUnclaimed(ids: readonly string[]): Promise<boolean>;
  /**
   * Keeps lines of a file being imported apart from every item, each call on its own (no transaction
   * is held while a file arrives), so a large file costs no memory and nothing is seen before it ends.
   * A line repeating a code staged before (or earlier in the same call) is not kept: it is answered.
   * `at` stamps the batch, so a file nobody finishes can be told from one still arriving.
   */
  stageImport(importId: string, lines: readonly PastedLine[], at: Date): Promise<PastedLine[]>;
  /** Adds the new codes of a staged file to its item; the staged lines stay until discarded. */
  addStaged(add: AddStagedCodes): Promise<StagedCodesAdded>;
  /** Forgets a staged file: imported, refused, cancelled or cut off. */
  discardImport(importId: string): Promise<void>;
  /**
   * Forgets every staged file whose last batch came before `before` (its upload was cancelled, cut
   * off or its process died); a file still arriving stamps each batch anew. Answers how many files.
   */
  discardStaleImports(before: Date): Promise<number>;
  /** The company's codes one rule, campaign or Quest run handed out, oldest first. */
  listDistributedBy(companyId: string, distributedBy: string): Promise<Code[]>;
}
