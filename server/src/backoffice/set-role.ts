import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { parseArgs } from 'node:util';
import { ROLES, Role } from '../contracts/account';
import { DomainError } from '../common/domain-error';
import { AppConfigModule } from '../config/config.module';
import { DatabaseModule } from '../database/database.module';
import { MetricsModule } from '../metrics/metrics.module';
import { RedisModule } from '../redis/redis.module';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { RolesService } from './roles.service';

@Module({
  imports: [AppConfigModule, DatabaseModule.forRoot('worker'), RedisModule, MetricsModule.forTool(), UsersModule, AuthModule],
  providers: [RolesService],
})
class SetRoleModule {}

const USAGE = `Usage: npm run user:role -- --email <e-mail> --role ${ROLES.join('|')}`;

/** npm run user:role -- --email E --role staff|admin|client: changes a user's role from a shell. */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' } } });
  if (!values.email || !ROLES.includes(values.role as Role)) {
    console.error(USAGE);
    return 2;
  }
  const app = await NestFactory.createApplicationContext(SetRoleModule, { logger: ['error', 'warn'] });
  try {
    const { roles } = await app.get(RolesService).setRole(values.email.toLowerCase(), values.role as Role);
    console.log(`${values.email} now has the roles ${roles.join(', ')}; their sessions were ended.`);
    return 0;
  } catch (err) {
    console.error(err instanceof DomainError ? err.message : `user:role failed: ${(err as Error).message}`);
    return 1;
  } finally {
    await app.close();
  }
}

void main().then((code) => process.exit(code));
