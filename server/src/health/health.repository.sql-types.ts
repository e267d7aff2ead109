/** Types generated for queries found in "server/src/health/health.repository.ts" */

/** 'PingPostgres' parameters type */
export type IPingPostgresParams = void;

/** 'PingPostgres' return type */
export interface IPingPostgresResult {
  up: number;
}

/** 'PingPostgres' query type */
export interface IPingPostgresQuery { params: IPingPostgresParams; result: IPingPostgresResult }

