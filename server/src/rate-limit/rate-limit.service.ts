import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DomainError } from '../common/domain-error';
import { RedisService } from '../redis/redis.service';
import { RATE_LIMITS, RateLimitName } from './rate-limit.rules';

export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', `Too many attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`);
  }
}

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
  async hit(name: RateLimitName, identities: Partial<Record<'ip' | 'email' | 'user', string>>): Promise<void> {
    for (const rule of RATE_LIMITS[name]) {
      const identity = identities[rule.by];
      if (!identity) continue;
      const key = this.redis.key(`ratelimit:${name}:${rule.by}:${identity.toLowerCase()}`);
      const [count, ttl] = (await this.redis.client.eval(HIT_SCRIPT, 1, key, rule.windowSeconds)) as [number, number];
      if (count > rule.limit * this.config.rateLimitFactor) throw new RateLimitedError(Math.max(ttl, 1));
    }
  }
}
