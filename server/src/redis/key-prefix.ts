/** A Redis Cluster seed node. */
export interface RedisNode {
  host: string;
  port: number;
}

/** REDIS_CLUSTER_NODES (`host:port,host:port`, already validated) as seed nodes. */
export function redisNodes(text: string): RedisNode[] {
  return text.split(',').map((node) => {
    const [host, port] = node.trim().split(':');
    return { host, port: Number(port) };
  });
}

/**
 * The prefix of the deployment's keys and channels, ending with ':': `trading:` on a single Redis. In a
 * cluster the name becomes a hash tag, `{trading}:`: every key and shard channel of the deployment then
 * lives in one hash slot, as its multi-key commands need (MULTI, scripts over several keys, MGET, a
 * script or MULTI that SPUBLISHes next to the keys it writes).
 */
export function keyPrefix(name: string, cluster: boolean): string {
  const bare = name.replace(/:$/, '');
  return cluster ? `{${bare}}:` : `${bare}:`;
}

/**
 * BullMQ's prefix for one queue (BullMQ adds `:<queue>:` and the key's own name). On a single Redis
 * `trading:bull` for every queue, as always. In a cluster a hash tag per queue, `{trading:bull:settlement}`:
 * BullMQ needs each queue's keys in one slot (its scripts touch several), and a tag of its own per
 * queue puts the queues, and the deployment's other keys, on different shards.
 */
export function queuePrefix(deploymentPrefix: string, queue: string, cluster: boolean): string {
  const name = deploymentPrefix.replace(/:$/, '').replace(/^\{(.*)\}$/, '$1');
  return cluster ? `{${name}:bull:${queue}}` : `${name}:bull`;
}
