import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DomainError } from '../common/domain-error';
import { RedisService } from '../redis/redis.service';
import { RATE_LIMITS, RateLimitIdentity, RateLimitName } from './rate-limit.rules';

export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', `Too many attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`);
  }
}

/** Who an attempt is counted against; `ipEmail` is derived from ip and email. */
export type RateLimitIdentities = Partial<Record<Exclude<RateLimitIdentity, 'ipEmail'>, string>>;

// Count a hit and start the window on the first one, atomically; answers the count and the TTL.
const HIT_SCRIPT = `local n = redis.call('incr', KEYS[1])
if n == 1 then redis.call('expire', KEYS[1], ARGV[1]) end
return {n, redis.call('ttl', KEYS[1])}`;

/** Fixed-window counters in Redis, so limits hold across API instances. */
@Injectable()
export class RateLimitService {
  constructor(
    private readonly redis: RedisService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one attempt of `name` for each identity given; throws RateLimitedError past a limit. */
  async hit(name: RateLimitName, identities: RateLimitIdentities): Promise<void> {
    for (const { key, limit, windowSeconds } of this.counters(name, identities)) {
      const [count, ttl] = (await this.redis.client.eval(HIT_SCRIPT, 1, key, windowSeconds)) as [number, number];
      if (count > limit) throw new RateLimitedError(Math.max(ttl, 1));
    }
  }

  /** Throws RateLimitedError when any counter of `name` has reached its limit, counting nothing. */
  async assertUnder(name: RateLimitName, identities: RateLimitIdentities): Promise<void> {
    const counters = this.counters(name, identities);
    if (!counters.length) return;
    const counts = await this.redis.client.mget(...counters.map((c) => c.key));
    const full = counters.filter((c, i) => Number(counts[i] ?? 0) >= c.limit);
    if (!full.length) return;
    const ttls = await Promise.all(full.map((c) => this.redis.client.ttl(c.key)));
    throw new RateLimitedError(Math.max(...ttls, 1));
  }

  private counters(name: RateLimitName, ids: RateLimitIdentities): { key: string; limit: number; windowSeconds: number }[] {
    const all: Partial<Record<RateLimitIdentity, string>> = { ...ids, ipEmail: ids.ip && ids.email ? `${ids.ip}|${ids.email}` : undefined };
    const rules: readonly { by: RateLimitIdentity; limit: number; windowSeconds: number }[] = RATE_LIMITS[name];
    return rules.flatMap((rule) => {
      const identity = all[rule.by];
      if (!identity) return [];
      const key = this.redis.key(`ratelimit:${name}:${rule.by}:${identity.toLowerCase()}`);
      return [{ key, limit: rule.limit * this.config.rateLimitFactor, windowSeconds: rule.windowSeconds }];
    });
  }
}
