export interface SoakArguments {
  runs: number;
  withApp: boolean;
  keep: boolean;
  /** Passed on to vitest: what follows a second `--`. */
  vitestArgs: string[];
}

/**
 * `npm run test:soak -- [N | --runs N] [--with-app] [--keep] [-- vitest arguments]`, from the arguments
 * after the script's name. Three runs unless told; anything else unknown is refused, not ignored.
 */
export function soakArguments(argv: readonly string[]): SoakArguments {
  const separator = argv.indexOf('--');
  const own = separator === -1 ? [...argv] : argv.slice(0, separator);
  const vitestArgs = separator === -1 ? [] : argv.slice(separator + 1);
  let runs = '3';
  let withApp = false;
  let keep = false;
  for (let i = 0; i < own.length; i += 1) {
    const arg = own[i]!;
    if (arg === '--with-app') withApp = true;
    else if (arg === '--keep') keep = true;
    else if (arg === '--runs') runs = own[++i] ?? '';
    else if (arg.startsWith('--runs=')) runs = arg.slice('--runs='.length);
    else if (/^\d+$/.test(arg)) runs = arg;
    else throw new Error(`Unknown soak argument ${arg}: use N or --runs N, --with-app, --keep, then -- and vitest's arguments`);
  }
  if (!/^\d+$/.test(runs) || Number(runs) < 1)
    throw new Error(`The number of runs must be a whole number of at least 1, not ${runs || 'nothing'}`);
  return { runs: Number(runs), withApp, keep, vitestArgs };
}
