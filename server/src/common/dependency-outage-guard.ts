import { Logger } from '@nestjs/common';
import { unavailableDependency } from './dependency-errors';

/**
 * A promise nobody awaited that fails because PostgreSQL or Redis is away (a socket handler, a timer)
 * is logged and the process keeps running: an outage must not take the API or the worker down with it.
 * Any other unhandled rejection still ends the process, as Node does by default (the supervisor restarts it).
 */
export function surviveDependencyOutages(logger = new Logger('Process')): void {
  process.on('unhandledRejection', (reason) => {
    const dependency = unavailableDependency(reason);
    if (!dependency) throw reason;
    logger.warn(`Unhandled failure while ${dependency} is unavailable: ${(reason as Error).message}`);
  });
}
