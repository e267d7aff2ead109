/** PostgreSQL's SQLSTATE codes that the application answers itself. */
const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

interface PgErrorFields {
  code?: string;
  constraint?: string;
}

/** The SQLSTATE and constraint of a driver error, whether TypeORM wrapped it or not. */
function pgErrorFields(err: unknown): PgErrorFields {
  if (typeof err !== 'object' || err === null) return {};
  const e = err as PgErrorFields & { driverError?: PgErrorFields };
  return { code: e.code ?? e.driverError?.code, constraint: e.constraint ?? e.driverError?.constraint };
}

const violates =
  (sqlState: string) =>
  (err: unknown, constraint?: string): boolean => {
    const { code, constraint: hit } = pgErrorFields(err);
    return code === sqlState && (constraint === undefined || hit === constraint);
  };

/** A unique constraint or index refused the row (optionally: this one). */
export const isUniqueViolation = violates(UNIQUE_VIOLATION);
/** A CHECK constraint refused the row (optionally: this one). */
export const isCheckViolation = violates(CHECK_VIOLATION);
