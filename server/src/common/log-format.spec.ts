import { loadConfig } from '../config/app-config';
import { logFormat } from './log-format';

describe('logFormat', () => {
  it('is pretty on a terminal outside production, JSON otherwise', () => {
    expect(logFormat({ logFormat: 'auto', env: 'development' }, true)).toBe('pretty');
    expect(logFormat({ logFormat: 'auto', env: 'test' }, true)).toBe('pretty');
    expect(logFormat({ logFormat: 'auto', env: 'development' }, false)).toBe('json');
    expect(logFormat({ logFormat: 'auto', env: 'production' }, true)).toBe('json');
  });

  it('follows LOG_FORMAT when it is pretty or json, whatever stdout is', () => {
    expect(logFormat({ logFormat: 'json', env: 'development' }, true)).toBe('json');
    expect(logFormat({ logFormat: 'pretty', env: 'production' }, false)).toBe('pretty');
  });

  it('reads LOG_FORMAT, auto by default, and refuses another value naming it', () => {
    expect(loadConfig({ DATA_DIR: '/nonexistent' }).logFormat).toBe('auto');
    expect(loadConfig({ DATA_DIR: '/nonexistent', LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'nice' })).toThrow(/LOG_FORMAT/);
  });
});
