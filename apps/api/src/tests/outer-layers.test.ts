import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The outer layers keep core's floor plan: each folder directly under them is named for one of core's
 * contexts (the folders of core/src but shared), so a reader finds a capability at the same name in every
 * layer, or is one of the few shells written down here. The import rules between those folders are in
 * .dependency-cruiser.cjs, which core/src/architecture.test.ts runs.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const foldersOf = (dir: string) =>
  readdirSync(path.join(repoRoot, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const CORE_CONTEXTS = foldersOf('core/src').filter((name) => name !== 'shared');

/** Shells per layer, and why each is not a context. */
const SHELLS: Record<string, Record<string, string>> = {
  'apps/api/src/graphql': {
    shared: 'the schema builder, errors, paging and the types more than one context returns',
  },
  'apps/web/src': {
    app: 'the shell that composes the contexts: router, layouts, public pages, role homes',
    shared: 'what more than one context uses: the API clients, session, forms, routing helpers, paging',
  },
  stories: {
    app: "stories of the shell's pages",
    shared: 'story pieces more than one context uses, and demos of ui components',
    support: 'the harness every story runs in (page, network, play, viewports), as adapters keep testing/',
  },
  'adapters/src': {
    // Technologies and external providers: an adapter is named for what it plugs core into.
    postgres: 'PostgreSQL repositories, themselves split by context',
    jobs: 'the pg-boss job queue and its jobs',
    caching: 'in-process caches',
    mail: 'SMTP and the local outbox',
    oauth: 'the OAuth providers creators sign in with',
    pdf: 'PDF rendering of billing documents and creator earnings statements',
    security: 'password hashing and secret encryption',
    images: 'image file formats',
    feeds: 'RSS feeds of games',
    dns: 'DNS lookups that prove a company owns its custom domain',
    stripe: 'the payment provider',
    trolley: 'the payout provider',
    steam: 'the Steam store',
    igdb: 'the IGDB game catalogue',
    'channel-statistics': "the streaming platforms' channel and live stream APIs",
    'video-visibility': "the video platforms' APIs that tell whether a video is still public",
    sandbox: 'local stand-ins for the payment, payout and video providers',
    wiring: 'composes adapters into each context, as app/ does in the web',
    testing: 'test databases and helpers',
    shared: 'small helpers more than one adapter uses (bounded concurrency)',
  },
  'adapters/src/postgres': {
    // A sub-context's repositories sit inside its context's folder, as in core (accounts/creator-access).
    shared: 'the ORM set-up, the unit of work, the embedded database and the entity list',
    migrations: 'one ordered history of the schema, every context in it',
    mail: "the outbox and delivery records behind core's shared mailer port",
    limits: "the counters behind core's shared rate-limit port",
    payments: 'money in and out, shared by the payment and payout providers and their sandboxes',
  },
};

describe('outer layers', () => {
  it('finds core contexts to compare with', () => {
    expect(CORE_CONTEXTS).toEqual(expect.arrayContaining(['accounts', 'keys', 'quests', 'missions']));
  });

  it.each(Object.keys(SHELLS))('%s has a folder per context and named shells only', (layer) => {
    const allowed = new Set([...CORE_CONTEXTS, ...Object.keys(SHELLS[layer] ?? {})]);
    expect(foldersOf(layer).filter((name) => !allowed.has(name))).toEqual([]);
  });

  it('names no shell after a context', () => {
    const shells = Object.values(SHELLS).flatMap((shells) => Object.keys(shells));
    expect(shells.filter((name) => CORE_CONTEXTS.includes(name))).toEqual([]);
  });
});
