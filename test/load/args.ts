/** Strict `--name value` (or `--name=value`) arguments: an unknown, repeated or missing one is a usage error (exit code 2). */
export class UsageError extends Error {}

export type Flags = Map<string, string>;

export function parseFlags(argv: readonly string[], known: readonly string[], required: readonly string[] = []): Flags {
  const flags: Flags = new Map();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const m = /^--([a-z][a-z-]*)(?:=(.*))?$/.exec(arg);
    if (!m) throw new UsageError(`Unexpected argument "${arg}"`);
    const name = m[1];
    if (!known.includes(name)) throw new UsageError(`Unknown option --${name}`);
    if (flags.has(name)) throw new UsageError(`--${name} is given twice`);
    let value = m[2];
    if (value === undefined) {
      value = argv[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
    }
    flags.set(name, value);
  }
  for (const name of required) if (!flags.has(name)) throw new UsageError(`--${name} is required`);
  return flags;
}

/** A flag parseFlags was told is required (or the caller checked with `has`): its value, or a usage error. */
export function requiredFlag(flags: Flags, name: string): string {
  const value = flags.get(name);
  if (value === undefined) throw new UsageError(`--${name} is required`);
  return value;
}

export function numberFlag(
  flags: Flags,
  name: string,
  fallback: number,
  o: { integer?: boolean; min?: number; max?: number; positive?: boolean } = {},
): number {
  const raw = flags.get(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  const bad =
    raw.trim() === '' ||
    !Number.isFinite(n) ||
    (o.integer && !Number.isInteger(n)) ||
    (o.positive && n <= 0) ||
    (o.min !== undefined && n < o.min) ||
    (o.max !== undefined && n > o.max);
  if (bad) throw new UsageError(`--${name} must be ${o.integer ? 'a whole number' : 'a number'}${range(o)}, got "${raw}"`);
  return n;
}

function range(o: { min?: number; max?: number; positive?: boolean }): string {
  if (o.positive) return o.max === undefined ? ' above 0' : ` above 0 and at most ${o.max}`;
  if (o.min !== undefined) return o.max === undefined ? ` of at least ${o.min}` : ` from ${o.min} to ${o.max}`;
  return o.max === undefined ? '' : ` of at most ${o.max}`;
}

export function listFlag(flags: Flags, name: string): string[] | undefined {
  const raw = flags.get(name);
  if (raw === undefined) return undefined;
  const items = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length === 0) throw new UsageError(`--${name} needs at least one value`);
  return items;
}
