/**
 * Routes every import from one context of an outer layer into another context's files through that
 * context's door, its index.ts (the context-door rule of .dependency-cruiser.cjs): the names imported are
 * re-exported by the door, and the import then names the door.
 *
 *   node scripts/route-through-doors.ts     # then: npx prettier --write on the files it lists
 *
 * It can run again at any time (say, after a merge brought new imports): doors keep what they export.
 * Imports it cannot route by itself (default or namespace imports, side-effect imports) it prints.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const LAYERS = ['apps/api/src/graphql', 'apps/web/src'];
const SHELLS = new Set(['shared', 'app']);
const DOOR = 'index.ts';

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);

/** The layer and context a repository path belongs to, if it lies in a context folder of an outer layer. */
function contextOf(file: string): { layer: string; context: string } | undefined {
  for (const layer of LAYERS) {
    if (!file.startsWith(`${layer}/`)) continue;
    const [context, ...rest] = file.slice(layer.length + 1).split('/');
    if (context && rest.length > 0 && !SHELLS.has(context)) return { layer, context };
  }
  return undefined;
}

/** A door's re-exports: per file under the context, exported name → whether it is only a type. */
type Door = Map<string, Map<string, boolean>>;
const doors = new Map<string, Door>();

function doorOf(dir: string): Door {
  let door = doors.get(dir);
  if (door) return door;
  door = new Map();
  const full = path.join(root, dir, DOOR);
  if (existsSync(full)) {
    for (const m of readFileSync(full, 'utf8').matchAll(/export\s*(type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
      const names = door.get(m[3] ?? '') ?? new Map<string, boolean>();
      for (const part of (m[2] ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const typeOnly = !!m[1] || part.startsWith('type ');
        names.set(part.replace(/^type\s+/, ''), typeOnly);
      }
      door.set(m[3] ?? '', names);
    }
  }
  doors.set(dir, door);
  return door;
}

const STATEMENT = /^(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*(['"])(\.\.?\/[^'"]+)\4/gm;
const UNROUTABLE =
  /^(?:import|export)\s+(?:type\s+)?(?:[\w$]+|\*\s+as\s+[\w$]+|\*)(?:\s*,\s*\{[^}]*\})?\s*from\s*['"](\.\.?\/[^'"]+)['"]|import\(\s*['"](\.\.?\/[^'"]+)['"]\s*\)/gm;

const changed: string[] = [];
const unroutable: string[] = [];

for (const file of tracked) {
  const from = contextOf(file);
  if (!from || !/\.tsx?$/.test(file) || !existsSync(path.join(root, file))) continue;
  const dir = path.posix.dirname(file);
  const crosses = (spec: string) => {
    const target = path.posix.normalize(path.posix.join(dir, spec));
    const to = contextOf(target);
    if (!to || to.layer !== from.layer || to.context === from.context) return undefined;
    const doorDir = `${to.layer}/${to.context}`;
    if (target === `${doorDir}/${DOOR}`) return undefined;
    return { target, doorDir };
  };
  const code = readFileSync(path.join(root, file), 'utf8');
  for (const m of code.matchAll(UNROUTABLE)) {
    const spec = m[1] ?? m[2] ?? '';
    if (crosses(spec)) unroutable.push(`${file}: ${m[0].replace(/\s+/g, ' ')}`);
  }
  const next = code.replace(STATEMENT, (whole, _kw: string, typeKw: string | undefined, list: string, quote: string, spec: string) => {
    const crossing = crosses(spec);
    if (!crossing) return whole;
    const door = doorOf(crossing.doorDir);
    const inDoor = `./${path.posix.relative(crossing.doorDir, crossing.target)}`;
    const names = door.get(inDoor) ?? new Map<string, boolean>();
    for (const part of list
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const typeOnly = !!typeKw || part.startsWith('type ');
      const name = part.replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '';
      names.set(name, (names.get(name) ?? true) && typeOnly);
    }
    door.set(inDoor, names);
    let doorSpec = path.posix.relative(dir, `${crossing.doorDir}/${DOOR}`);
    if (!doorSpec.startsWith('.')) doorSpec = `./${doorSpec}`;
    return whole.replace(`${quote}${spec}${quote}`, `${quote}${doorSpec}${quote}`);
  });
  if (next !== code) {
    writeFileSync(path.join(root, file), next);
    changed.push(file);
  }
}

for (const [dir, door] of doors) {
  const seen = new Map<string, string>();
  const lines = [...door.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([spec, names]) => {
      for (const name of names.keys()) {
        const other = seen.get(name);
        if (other && other !== spec) unroutable.push(`${dir}/${DOOR}: ${name} is exported by both ${other} and ${spec}`);
        seen.set(name, spec);
      }
      const list = [...names.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, typeOnly]) => (typeOnly ? `type ${name}` : name));
      return `export { ${list.join(', ')} } from '${spec}';`;
    });
  const header = `/** The ${path.posix.basename(dir)} context's door: what other contexts of this layer may import from it. */\n`;
  writeFileSync(path.join(root, dir, DOOR), `${header}${lines.join('\n')}\n`);
  changed.push(`${dir}/${DOOR}`);
}

console.log(changed.join('\n'));
if (unroutable.length > 0) console.error(`Route these by hand:\n${unroutable.join('\n')}`);
