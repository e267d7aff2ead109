import { Body, Controller, HttpCode, HttpStatus, Param, Post, Type } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import { BACKOFFICE_ROLES, type ItemKind } from '../contracts/account';
import type { CaseAssignee, CaseNote } from '../contracts/cases';
import type { BulkDecisionResult } from '../contracts/bulk';
import { BulkDecisionDto } from '../contracts/requests/bulk.request';
import { CaseNoteDto, TakeOverDto } from '../contracts/requests/case.request';
import { ok } from '../common/envelope';
import { Roles } from '../auth/roles.guard';
import { BulkDecisions } from './bulk-decisions';
import { CasesService } from './cases.service';
import { DecidedBy, type Decider } from './decided-by.decorator';
import { Refuses } from '../openapi/refuses.decorator';

/** The case routes of one queue, the same for each: claim, release, take over, notes, and bulk decisions. */
function caseRoutes(kind: ItemKind, path: string): Type {
  @Controller(`backoffice/${path}`)
  @Roles(...BACKOFFICE_ROLES)
  class CaseRoutesController {
    constructor(
      private readonly cases: CasesService,
      private readonly bulk: BulkDecisions,
    ) {}

    /** One action and reason on selected items, answered item by item (200 even when some are refused). */
    @Post('bulk')
    @HttpCode(HttpStatus.OK)
    async decideMany(@Body() dto: BulkDecisionDto, @DecidedBy() by: Decider): Promise<ApiEnvelope<BulkDecisionResult>> {
      return ok(await this.bulk.decide(kind, dto, by));
    }

    @Post(':id/claim')
    @Refuses('CONFLICT')
    @HttpCode(HttpStatus.OK)
    async claim(@Param('id') id: string, @DecidedBy() by: Decider): Promise<ApiEnvelope<{ assignee: CaseAssignee }>> {
      return ok(await this.cases.claim(kind, id, by));
    }

    @Post(':id/release')
    @Refuses('CONFLICT')
    @HttpCode(HttpStatus.OK)
    async release(@Param('id') id: string, @DecidedBy() by: Decider): Promise<ApiEnvelope<{ assignee: null }>> {
      return ok(await this.cases.release(kind, id, by));
    }

    @Post(':id/take-over')
    @Refuses('CONFLICT')
    @HttpCode(HttpStatus.OK)
    async takeOver(@Param('id') id: string, @Body() dto: TakeOverDto, @DecidedBy() by: Decider): Promise<ApiEnvelope<{ assignee: CaseAssignee }>> {
      return ok(await this.cases.takeOver(kind, id, dto.reason.trim(), by));
    }

    @Post(':id/notes')
    async note(@Param('id') id: string, @Body() dto: CaseNoteDto, @DecidedBy() by: Decider): Promise<ApiEnvelope<CaseNote>> {
      return ok(await this.cases.addNote(kind, id, dto.text.trim(), by));
    }
  }
  Object.defineProperty(CaseRoutesController, 'name', { value: `${kind.charAt(0).toUpperCase()}${kind.slice(1)}CaseController` });
  return CaseRoutesController;
}

export const CASE_CONTROLLERS = [
  caseRoutes('deposit', 'deposits'),
  caseRoutes('withdrawal', 'withdrawals'),
  caseRoutes('kyc', 'kyc'),
  caseRoutes('plan', 'plans'),
  caseRoutes('adjustment', 'adjustments'),
];
