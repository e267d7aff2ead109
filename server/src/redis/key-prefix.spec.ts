import { ConfigError, loadConfig } from '../config/app-config';
import { keyPrefix, queuePrefix, redisNodes } from './key-prefix';

describe('the deployment prefix on a single Redis and in a cluster', () => {
  it('keeps the single-Redis names, and hash-tags them in a cluster: the deployment in one slot, each queue in one of its own', () => {
    expect(keyPrefix('trading', false)).toBe('trading:');
    expect(keyPrefix('trading:', false)).toBe('trading:');
    expect(keyPrefix('trading', true)).toBe('{trading}:');
    expect(queuePrefix('trading:', 'settlement', false)).toBe('trading:bull');
    expect(queuePrefix('{trading}:', 'settlement', true)).toBe('{trading:bull:settlement}');
    expect(queuePrefix('{trading}:', 'mail', true)).toBe('{trading:bull:mail}');
  });

  it('reads REDIS_CLUSTER_NODES as seed nodes, and a cluster deployment with its tagged prefix', () => {
    expect(redisNodes(' 10.0.0.1:7000, redis-2.local:7001')).toEqual([
      { host: '10.0.0.1', port: 7000 },
      { host: 'redis-2.local', port: 7001 },
    ]);
    const config = loadConfig({ REDIS_CLUSTER_NODES: '127.0.0.1:7000,127.0.0.1:7001', REDIS_PREFIX: 'prod', DATA_DIR: '/nonexistent' });
    expect(config).toMatchObject({
      redisPrefix: '{prod}:',
      redisCluster: [
        { host: '127.0.0.1', port: 7000 },
        { host: '127.0.0.1', port: 7001 },
      ],
    });
    expect(loadConfig({ REDIS_PREFIX: 'prod', DATA_DIR: '/nonexistent' })).toMatchObject({ redisPrefix: 'prod:', redisCluster: undefined });
  });

  it('refuses malformed seed nodes and a database number in a cluster', () => {
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: '127.0.0.1' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: '127.0.0.1:7000', REDIS_URL: 'redis://127.0.0.1:6379/2' })).toThrow(
      /REDIS_URL: a Redis Cluster has only database 0/,
    );
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: '127.0.0.1:7000', REDIS_URL: 'rediss://user:pw@127.0.0.1:6379/0' })).not.toThrow();
  });
});
