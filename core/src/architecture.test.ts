import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** core/ is framework-free: source imports only valibot and relative files; tests may also use vitest, fast-check and node's fs, path and url. */
const srcDir = path.dirname(fileURLToPath(import.meta.url));
const ALLOWED_PACKAGES = ['valibot'];
const TEST_ONLY_PACKAGES = ['vitest', 'fast-check', 'node:fs', 'node:path', 'node:url'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Import and re-export statements at the start of a line, side-effect imports and dynamic imports. */
const importsOf = (code: string) =>
  [
    ...code.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s*['"]([^'"]+)['"]/gm),
    ...code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] ?? '');

const isTestSupport = (file: string) => /\.(test|contract)\.ts$/.test(file) || file.includes(`${path.sep}testing${path.sep}`);

describe('core architecture', () => {
  it('imports no framework or infrastructure package', () => {
    const selfFile = fileURLToPath(import.meta.url);
    const offenders = sourceFiles(srcDir)
      .filter((file) => file !== selfFile)
      .flatMap((file) => {
        const allowed = isTestSupport(file) ? [...ALLOWED_PACKAGES, ...TEST_ONLY_PACKAGES] : ALLOWED_PACKAGES;
        return importsOf(readFileSync(file, 'utf8'))
          .filter((spec) => !spec.startsWith('.'))
          .filter((spec) => !allowed.some((pkg) => spec === pkg || spec.startsWith(`${pkg}/`)))
          .map((spec) => `${path.relative(srcDir, file)} imports ${spec}`);
      });
    expect(offenders).toEqual([]);
  });

  it('detects a forbidden import (the check itself works)', () => {
    const framework = ['exp', 'ress'].join('');
    expect(
      importsOf(`import web from '${framework}';\nimport {\n  x,\n} from './x.ts';\nimport 'pg';\nconst c = { from: 'SE' };`).sort(),
    ).toEqual(['./x.ts', framework, 'pg'].sort());
  });
});
