import type { AppConfig } from '../config/app-config';

export type LogFormat = 'pretty' | 'json';

/**
 * Readable lines for a person at a terminal, JSON for everything else (a file, a pipe, a log shipper,
 * the tests, production): LOG_FORMAT=pretty or json says so outright, `auto` looks at stdout.
 */
export function logFormat(config: Pick<AppConfig, 'logFormat' | 'env'>, stdoutIsTty: boolean): LogFormat {
  if (config.logFormat !== 'auto') return config.logFormat;
  return stdoutIsTty && config.env !== 'production' ? 'pretty' : 'json';
}
