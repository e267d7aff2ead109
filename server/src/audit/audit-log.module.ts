import { Module } from '@nestjs/common';
import { AuditLog } from './audit-log.repository';

/** The append-only audit log's one writer and reader: the back office and every feature that audits a staff action import it. */
@Module({
  providers: [AuditLog],
  exports: [AuditLog],
})
export class AuditLogModule {}
