import { Module } from '@nestjs/common';
import { AuditLog } from './audit-log.repository';

/** The audit log's one writer and reader; every module that audits an action imports this (or the back office's modules, which export it). */
@Module({
  providers: [AuditLog],
  exports: [AuditLog],
})
export class AuditLogModule {}
