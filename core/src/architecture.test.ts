import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

/**
 * The dependency rules of .dependency-cruiser.cjs over the whole repository: no import cycles; a core
 * context reaches another only through its ports/ or *.schema.ts files (or core/src/shared/); ui and
 * apps/web use core's *.schema.ts files only; adapters never import apps; in apps/api/src/graphql and
 * apps/web/src a context reaches another only through its index.ts door, shared/ imports no context and
 * no context imports app/; no import runs back up a layer (ui and the web import no server code, the
 * worker not the API, a web context's operations/ and hooks/ not its pages/).
 * `npx depcruise core adapters ui apps` prints the same report.
 */
const repoRoot = path.resolve(srcDir, '../..');
const RULES_FILE = path.join(repoRoot, '.dependency-cruiser.cjs');
const WORKSPACES = ['core', 'adapters', 'ui', 'apps'];
// Reading the whole tree takes about 12 s alone; beside a loaded machine's other suites, several times that.
const CRUISE_TIMEOUT = 120_000;

async function cruiseWithRules(baseDir: string): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(RULES_FILE);
  // Without an outputType the API hands back the result object rather than a report.
  const { output } = await cruise(WORKSPACES, { ...options, baseDir });
  if (typeof output === 'string') throw new Error(`dependency-cruiser returned a report, not a result: ${output}`);
  return output;
}

/** One line per violation: `rule: from -> to`, or the whole loop for a cycle. */
const violationsOf = (result: ICruiseResult) =>
  result.summary.violations
    .map(({ rule, from, to, cycle }) => `${rule.name}: ${[from, ...(cycle ? cycle.map((step) => step.name) : [to])].join(' -> ')}`)
    .sort();

describe('dependency rules', () => {
  it(
    'hold across core, adapters, ui and apps',
    async () => {
      const result = await cruiseWithRules(repoRoot);
      expect(violationsOf(result), 'rules in .dependency-cruiser.cjs; `npx depcruise core adapters ui apps` explains').toEqual([]);
      // The ui rule is only worth something while @lurkit/core/... resolves to core's files.
      const uiReachesCore = result.modules.some(
        (module) => module.source.startsWith('ui/') && module.dependencies.some((dep) => dep.resolved.startsWith('core/src/')),
      );
      expect(uiReachesCore).toBe(true);
    },
    CRUISE_TIMEOUT,
  );

  describe('on a fixture that breaks each rule once', () => {
    let fixture = '';
    const files: Record<string, string> = {
      'core/package.json': JSON.stringify({ name: '@lurkit/core', type: 'module', exports: { './*': './src/*' } }),
      'core/src/shared/result.ts': 'export const ok = true;',
      'core/src/shared/leak.ts': "export { questSchema } from '../quests/domain/quest.schema.ts';",
      'core/src/quests/domain/quest.entity.ts': "import { rules } from './quest.rules.ts';\nexport const quest = { rules };",
      // A type-only import closes the loop: types count as dependencies too.
      'core/src/quests/domain/quest.rules.ts':
        "import type { quest } from './quest.entity.ts';\nexport const rules = 1;\nexport type Quest = typeof quest;",
      'core/src/quests/domain/quest.schema.ts': 'export const questSchema = 1;',
      'core/src/quests/ports/quest-repository.port.ts': 'export type QuestRepositoryPort = { find(): void };',
      'core/src/quests/testing/in-memory-quest-repository.ts': 'export const twin = 1;',
      'core/src/quests/application/start-quest.ts': "export { QuestForm } from '../../../../ui/src/quest-form/QuestForm.tsx';",
      'core/src/missions/application/join-mission.ts': [
        "import { ok } from '../../shared/result.ts';",
        "import type { QuestRepositoryPort } from '../../quests/ports/quest-repository.port.ts';",
        "import { questSchema } from '../../quests/domain/quest.schema.ts';",
        "import { quest } from '../../quests/domain/quest.entity.ts';",
        "import { twin } from '../../quests/testing/in-memory-quest-repository.ts';",
        'export const join = (repo: QuestRepositoryPort) => [ok, questSchema, quest, twin, repo];',
      ].join('\n'),
      'core/src/missions/application/join-mission.test.ts': [
        "import { twin } from '../../quests/testing/in-memory-quest-repository.ts';",
        "import { quest } from '../../quests/domain/quest.entity.ts';",
        "import { join } from './join-mission.ts';",
        'export const check = [twin, quest, join];',
      ].join('\n'),
      'ui/src/quest-form/QuestForm.tsx': [
        "import { questSchema } from '@lurkit/core/quests/domain/quest.schema.ts';",
        "import { quest } from '@lurkit/core/quests/domain/quest.entity.ts';",
        'export const QuestForm = () => [questSchema, quest];',
      ].join('\n'),
      'apps/web/src/quest-page.ts': "export { ok } from '@lurkit/core/shared/result.ts';",
      'apps/web/src/quests/use-quest.ts': 'export const useQuest = 1;',
      'apps/web/src/quests/index.ts': "export { useQuest } from './use-quest.ts';",
      'apps/web/src/shared/leak.ts': "export { useQuest } from '../quests/use-quest.ts';",
      'apps/web/src/shared/page-status.ts': 'export const pageStatus = 1;',
      'apps/web/src/app/routes.ts': 'export const routes = 1;',
      'apps/web/src/app/shell.ts': "export { useQuest } from '../quests/use-quest.ts';",
      'apps/web/src/missions/mission-page.ts': [
        "import { useQuest } from '../quests/index.ts';",
        "import { pageStatus } from '../shared/page-status.ts';",
        "import { useQuest as inside } from '../quests/use-quest.ts';",
        "import { routes } from '../app/routes.ts';",
        'export const page = [useQuest, pageStatus, inside, routes];',
      ].join('\n'),
      'apps/api/src/graphql/missions/mission.types.ts': 'export const MissionRef = 1;',
      'apps/api/src/graphql/keys/key.types.ts': "export { MissionRef } from '../missions/mission.types.ts';",
      'apps/api/src/container.ts': 'export const container = 1;',
      'adapters/src/postgres/quest-repository.ts': "export { container } from '../../../apps/api/src/container.ts';",
      'ui/src/quest-form/quest-link.ts': "export { routes } from '../../../apps/web/src/app/routes.ts';",
      'apps/web/src/shared/server-clock.ts': "export { container } from '../../../api/src/container.ts';",
      'apps/worker/src/jobs/remind.ts': "export { container } from '../../../api/src/container.ts';",
      'apps/web/src/quests/pages/QuestPage.tsx': 'export const QuestPage = 1;',
      'apps/web/src/quests/hooks/use-quest-page.ts': "export { QuestPage } from '../pages/QuestPage.tsx';",
      'apps/web/src/quests/operations/quest.operations.ts': "export { QuestPage } from '../hooks/use-quest-page.ts';",
    };

    beforeAll(() => {
      fixture = mkdtempSync(path.join(tmpdir(), 'dependency-rules-'));
      for (const [file, code] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
        writeFileSync(path.join(fixture, file), `${code}\n`);
      }
      // What npm workspaces do: @lurkit/core is a link to core/, resolved through its package exports.
      mkdirSync(path.join(fixture, 'node_modules/@lurkit'), { recursive: true });
      symlinkSync(path.join(fixture, 'core'), path.join(fixture, 'node_modules/@lurkit/core'), 'dir');
    });
    afterAll(() => rmSync(fixture, { recursive: true, force: true }));

    it(
      'reports exactly those violations',
      async () => {
        expect(violationsOf(await cruiseWithRules(fixture))).toEqual(
          [
            'no-circular: core/src/quests/domain/quest.entity.ts -> core/src/quests/domain/quest.rules.ts -> core/src/quests/domain/quest.entity.ts',
            'context-internals: core/src/missions/application/join-mission.ts -> core/src/quests/domain/quest.entity.ts',
            'context-internals: core/src/missions/application/join-mission.ts -> core/src/quests/testing/in-memory-quest-repository.ts',
            'context-internals-in-tests: core/src/missions/application/join-mission.test.ts -> core/src/quests/domain/quest.entity.ts',
            'shared-kernel-below-contexts: core/src/shared/leak.ts -> core/src/quests/domain/quest.schema.ts',
            'ui-core-schemas-only: ui/src/quest-form/QuestForm.tsx -> core/src/quests/domain/quest.entity.ts',
            'ui-core-schemas-only: apps/web/src/quest-page.ts -> core/src/shared/result.ts',
            'adapters-not-to-apps: adapters/src/postgres/quest-repository.ts -> apps/api/src/container.ts',
            'core-independent: core/src/quests/application/start-quest.ts -> ui/src/quest-form/QuestForm.tsx',
            'context-door:apps/web/src: apps/web/src/missions/mission-page.ts -> apps/web/src/quests/use-quest.ts',
            'app-above-contexts:apps/web/src: apps/web/src/missions/mission-page.ts -> apps/web/src/app/routes.ts',
            'shared-below-contexts:apps/web/src: apps/web/src/shared/leak.ts -> apps/web/src/quests/use-quest.ts',
            'context-door:apps/api/src/graphql: apps/api/src/graphql/keys/key.types.ts -> apps/api/src/graphql/missions/mission.types.ts',
            'ui-below-apps: ui/src/quest-form/quest-link.ts -> apps/web/src/app/routes.ts',
            'web-not-to-server: apps/web/src/shared/server-clock.ts -> apps/api/src/container.ts',
            'worker-not-to-api: apps/worker/src/jobs/remind.ts -> apps/api/src/container.ts',
            'web-pages-above-hooks: apps/web/src/quests/hooks/use-quest-page.ts -> apps/web/src/quests/pages/QuestPage.tsx',
            'web-hooks-above-operations: apps/web/src/quests/operations/quest.operations.ts -> apps/web/src/quests/hooks/use-quest-page.ts',
          ].sort(),
        );
      },
      CRUISE_TIMEOUT,
    );
  });
});
