/**
 * Dependency rules between the workspaces and between core's bounded contexts.
 * core/src/architecture.test.ts cruises the repository with these rules; `npx depcruise core adapters ui apps`
 * prints the same report. A context is the first folder under core/src; `shared` is not a context.
 */
const CONTEXT_DOORS = [
  // its own context
  '^core/src/$1/',
  '^core/src/shared/',
  // another context's declared ports and valibot schemas
  '^core/src/[^/]+/ports/',
  '[.]schema[.]ts$',
];
/**
 * The outer layers whose first folders are core's contexts or the shells `shared/` and `app/`
 * (apps/api/src/tests/outer-layers.test.ts checks the folder names).
 */
const OUTER_LAYERS = ['apps/api/src/graphql', 'apps/web/src'];
/** A context's door: the one file another context of the same layer may import it through. */
const OUTER_DOOR = 'index[.]tsx?$';

/**
 * Per outer layer: a context reaches another context only through that context's door (or shared/);
 * shared/ sits below every context and imports none of them; app/ sits above them and no context
 * imports it. Files beside the folders (main.tsx, schema.ts, graphql.ts) are the layer's own entry points.
 */
const outerLayerRules = (layer) => {
  const at = `^${layer.replaceAll('/', '[/]')}/`;
  const context = `${at}(?!shared/|app/)([^/]+)/`;
  return [
    {
      name: `context-door:${layer}`,
      comment: `A context folder of ${layer} imports another context only through its ${OUTER_DOOR.replace('[.]', '.')} door (or through shared/).`,
      severity: 'error',
      from: { path: context },
      to: { path: `${at}(?!shared/|app/)[^/]+/`, pathNot: [`${at}$1/`, `${at}[^/]+/${OUTER_DOOR}`] },
    },
    {
      name: `shared-below-contexts:${layer}`,
      comment: `${layer}/shared/ holds what more than one context uses, so it imports no context and not app/.`,
      severity: 'error',
      from: { path: `${at}shared/` },
      to: { path: `${at}[^/]+/`, pathNot: `${at}shared/` },
    },
    {
      name: `app-above-contexts:${layer}`,
      comment: `${layer}/app/ composes the contexts; no context (and not shared/) imports it back.`,
      severity: 'error',
      from: { path: `${at}[^/]+/`, pathNot: `${at}app/` },
      to: { path: `${at}app/` },
    },
  ];
};

/** Test files, contract suites and whatever sits in a testing/ folder. */
const TEST_SUPPORT = '(?:[.](?:test|contract)[.]tsx?$|/testing/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules import each other in a cycle: move the shared part down into a third module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'context-internals',
      comment: 'A core context imports another context only through its ports/ or *.schema.ts files (or core/src/shared/).',
      severity: 'error',
      from: { path: '^core/src/([^/]+)/', pathNot: ['^core/src/shared/', TEST_SUPPORT] },
      to: { path: '^core/src/', pathNot: CONTEXT_DOORS },
    },
    {
      name: 'context-internals-in-tests',
      comment: "A context's tests and testing/ helpers may also use another context's testing/ helpers (in-memory twins, fixtures).",
      severity: 'error',
      from: { path: `^core/src/([^/]+)/.*${TEST_SUPPORT}`, pathNot: '^core/src/shared/' },
      to: { path: '^core/src/', pathNot: [...CONTEXT_DOORS, '^core/src/[^/]+/testing/'] },
    },
    {
      name: 'shared-kernel-below-contexts',
      comment: 'core/src/shared/ is the layer every context may use, so it imports no context.',
      severity: 'error',
      from: { path: '^core/src/shared/' },
      to: { path: '^core/src/', pathNot: '^core/src/shared/' },
    },
    {
      name: 'ui-core-schemas-only',
      comment: 'ui and apps/web import core only through its *.schema.ts files (the valibot schemas shared with forms).',
      severity: 'error',
      from: { path: '^(ui|apps/web)/' },
      to: { path: '^core/', pathNot: '[.]schema[.]ts$' },
    },
    {
      name: 'adapters-not-to-apps',
      comment: 'Adapters plug into core; only the apps compose them, never the other way round.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^apps/' },
    },
    {
      name: 'core-independent',
      comment: 'core knows nothing of adapters, ui or apps.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(adapters|ui|apps)/' },
    },
    {
      name: 'ui-below-apps',
      comment: 'ui components receive data and callbacks: they import neither an app nor an adapter.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(apps|adapters)/' },
    },
    {
      name: 'web-not-to-server',
      comment: 'The browser bundle talks to the server over HTTP only: apps/web imports neither the API, the worker nor adapters.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/(api|worker)|adapters)/' },
    },
    {
      name: 'worker-not-to-api',
      comment: 'The worker also runs as a process of its own, beside any number of API instances: it imports neither the API nor the web.',
      severity: 'error',
      from: { path: '^apps/worker/' },
      to: { path: '^apps/(api|web)/' },
    },
    {
      name: 'web-pages-above-hooks',
      comment: 'Inside a web context pages use hooks and hooks use operations: neither operations/ nor hooks/ imports pages/.',
      severity: 'error',
      from: { path: '^apps/web/src/[^/]+/(operations|hooks)/' },
      to: { path: '^apps/web/src/[^/]+/pages/' },
    },
    {
      name: 'web-hooks-above-operations',
      comment: 'operations/ holds the typed documents and their requests, below the hooks that cache them: it imports no hooks/.',
      severity: 'error',
      from: { path: '^apps/web/src/[^/]+/operations/' },
      to: { path: '^apps/web/src/[^/]+/hooks/' },
    },
    ...OUTER_LAYERS.flatMap(outerLayerRules),
  ],
  options: {
    // Workspace packages (@lurkit/core/...) resolve through node_modules symlinks to their real paths.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)dist/', '(^|/)storybook-static/'] },
    includeOnly: '^(core|adapters|ui|apps)/',
    tsPreCompilationDeps: true,
    moduleSystems: ['es6'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
