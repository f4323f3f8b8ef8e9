import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments and docs say what a thing is, or cite the spec section it implements ("spec 6"): a reader of
 * the code has no tracker to look an issue number up in. This walks the whole repository: code files
 * are checked in their comments, docs and the printed schema (whose descriptions come from the code)
 * in full.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKIPPED_DIRS = new Set(['node_modules', '.git', '.data', 'dist', 'storybook-static', 'coverage', 'test-results']);
const KEPT_DOT_DIRS = new Set(['.storybook', '.ci']);
const CODE = /\.(?:[cm]?[jt]sx?|css)$/;
const TEXT = /\.(?:md|graphql|ya?ml)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const skipped = SKIPPED_DIRS.has(entry.name) || (entry.name.startsWith('.') && !KEPT_DOT_DIRS.has(entry.name));
      return skipped ? [] : filesUnder(full);
    }
    return entry.isFile() && (CODE.test(entry.name) || TEXT.test(entry.name)) ? [full] : [];
  });
}

/** Block comments (JSDoc and JSX ones included) and line comments. */
const commentsOf = (code: string) => [...code.matchAll(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g)].map((m) => m[0]);

/** The word issue or issues with a number after it (a hash sign allowed between), or a bare hash sign and number. */
const ISSUE_NUMBER = /\bissues?\s*#?\d+|(?:^|[\s([])#\d+\b/gim;

const issueNumbersIn = (fileName: string, text: string): string[] =>
  (CODE.test(fileName) ? commentsOf(text) : [text]).flatMap((part) => [...part.matchAll(ISSUE_NUMBER)].map((m) => m[0].trim()));

describe('comments cite the spec, never issue numbers', () => {
  it('finds no issue number in any comment or doc of the repository', () => {
    const offenders = filesUnder(repoRoot).flatMap((file) =>
      issueNumbersIn(file, readFileSync(file, 'utf8')).map((found) => `${path.relative(repoRoot, file)}: ${found}`),
    );
    expect(offenders).toEqual([]);
  });

  it('finds them in comments and docs, and not in code or colours (the check itself works)', () => {
    // Built from parts, so this file's own text holds no example for the first test to find.
    const word = ['iss', 'ue'].join('');
    const hash = (n: number) => ['#', n].join('');
    const code = [
      `// the public experience (${word} 14)`,
      `/** ${word}s 9 and 12: Quest invitations */`,
      `const first = parsed.${word}s[0]; // see (${hash(7)})`,
      `const colour = '#333'; // text on #fff`,
    ].join('\n');
    expect(issueNumbersIn('x.ts', code)).toEqual([`${word} 14`, `${word}s 9`, `(${hash(7)}`]);
    expect(issueNumbersIn('x.md', `## 1. Core\nDone in ${word} ${hash(12)}.`)).toEqual([`${word} ${hash(12)}`]);
  });
});
