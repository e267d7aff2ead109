import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from 'pg';
import { projectRoot } from '../config/project-root';

/**
 * SQL functions and triggers are code, not history (DESIGN "Where rules live"): each module keeps the
 * current definitions of its own in `server/src/<module>/sql/<name>.sql`, and the migrate step applies
 * every file whose text changed since it was last applied, after the migrations (as Flyway's
 * repeatable `R__` scripts). A file replaces what it defines (CREATE OR REPLACE), and drops the old
 * signature of a function whose parameters or result changed. Files apply in path order.
 *
 * Read from the source tree, from the sources (ts, jest) and from the build alike: the build holds only
 * JavaScript, and the Docker image copies these files to the same place.
 */
export interface SqlDefinition {
  /** Its path under server/src: `trading/sql/outcome.sql`. */
  name: string;
  text: string;
  checksum: string;
}

export const SQL_DEFINITIONS_ROOT = join(projectRoot(), 'server', 'src');

/** Every definition file under `root` (<module>/sql/*.sql), in path order. */
export function sqlDefinitions(root = SQL_DEFINITIONS_ROOT): SqlDefinition[] {
  const found: SqlDefinition[] = [];
  for (const module of existsSync(root) ? readdirSync(root).sort() : []) {
    const dir = join(root, module, 'sql');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      const text = readFileSync(join(dir, file), 'utf8');
      found.push({ name: `${module}/sql/${file}`, text, checksum: createHash('sha256').update(text).digest('hex') });
    }
  }
  if (!found.length) throw new Error(`No SQL definitions found under ${root}/<module>/sql/`);
  return found;
}

/**
 * Applies each definition whose checksum differs from the one recorded in sql_definitions (or that was
 * never applied), each in its own transaction with its new checksum; answers the names applied. The
 * caller holds the migrate lock. Plain pg calls typed by hand: DDL of arbitrary text, and the record.
 */
export async function applySqlDefinitions(client: Client, definitions: SqlDefinition[] = sqlDefinitions()): Promise<string[]> {
  const { rows } = await client.query<{ name: string; checksum: string }>('SELECT name, checksum FROM sql_definitions');
  const recorded = new Map(rows.map((r) => [r.name, r.checksum]));
  const applied: string[] = [];
  for (const d of definitions) {
    if (recorded.get(d.name) === d.checksum) continue;
    await client.query('BEGIN');
    try {
      await client.query(d.text);
      await client.query(
        `INSERT INTO sql_definitions (name, checksum) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET checksum = excluded.checksum, applied_at = now()`,
        [d.name, d.checksum],
      );
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK');
      throw new Error(`${d.name} could not be applied: ${(err as Error).message}`);
    }
    applied.push(d.name);
  }
  return applied;
}
