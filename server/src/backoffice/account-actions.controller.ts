import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import { BACKOFFICE_ROLES } from '../contracts/account';
import { ACCOUNT_ACTION_MESSAGES, type AccountStatusDto } from '../contracts/account-status';
import { AccountActionDto } from '../contracts/requests/account-action.request';
import { ok } from '../common/envelope';
import { Roles } from '../auth/roles.guard';
import { AccountActionsService } from './account-actions.service';
import { DecidedBy, type Decider } from './decided-by.decorator';
import { Refuses } from '../openapi/refuses.decorator';

/** Staff act on a client's account, each time with a reason (visitors 401, clients 403). */
@Controller('backoffice/clients')
@Roles(...BACKOFFICE_ROLES)
export class AccountActionsController {
  constructor(private readonly actions: AccountActionsService) {}

  /** Sign-in refused with a message; every session, token and socket of the account ends at once. */
  @Post(':id/suspend')
  @Refuses('CONFLICT')
  @HttpCode(HttpStatus.OK)
  async suspend(@Param('id') id: string, @Body() dto: AccountActionDto, @DecidedBy() by: Decider): Promise<ApiEnvelope<AccountStatusDto>> {
    return ok(await this.actions.suspend(id, dto.reason, by), ACCOUNT_ACTION_MESSAGES.suspended);
  }

  @Post(':id/reactivate')
  @Refuses('CONFLICT')
  @HttpCode(HttpStatus.OK)
  async reactivate(@Param('id') id: string, @Body() dto: AccountActionDto, @DecidedBy() by: Decider): Promise<ApiEnvelope<AccountStatusDto>> {
    return ok(await this.actions.reactivate(id, dto.reason, by), ACCOUNT_ACTION_MESSAGES.reactivated);
  }
}
