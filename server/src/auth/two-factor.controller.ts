import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import type { TwoFactorEnabledDto, TwoFactorSetupDto } from '../contracts/account-security';
import { DisableTwoFactorDto, EnableTwoFactorDto } from '../contracts/requests/two-factor.request';
import { ok } from '../common/envelope';
import { AuthUser, CurrentUser } from './current-user.decorator';
import { JwtAuthGuard } from './jwt-auth.guard';
import { TwoFactorEnrolmentService } from './two-factor-enrolment.service';
import { Refuses } from '../openapi/refuses.decorator';

/** Two-factor sign-in (TOTP) of the signed-in user: set up, confirm with a first code, turn off (DESIGN "Client protections"). */
@Controller('auth/2fa')
@UseGuards(JwtAuthGuard)
export class TwoFactorController {
  constructor(private readonly enrolment: TwoFactorEnrolmentService) {}

  @Post('setup')
  @Refuses('CONFLICT')
  @HttpCode(200)
  async setup(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<TwoFactorSetupDto>> {
    return ok(await this.enrolment.setup(user.id), 'Scan the QR code, then enter the code your app shows');
  }

  @Post('enable')
  @Refuses('TWO_FACTOR_CODE_INVALID', 'CONFLICT', 'RATE_LIMITED')
  @HttpCode(200)
  async enable(@CurrentUser() user: AuthUser, @Body() dto: EnableTwoFactorDto): Promise<ApiEnvelope<TwoFactorEnabledDto>> {
    const codes = await this.enrolment.enable(user.id, dto.code);
    return ok({ recovery_codes: codes }, 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: they are shown only once.');
  }

  @Post('disable')
  @Refuses('TWO_FACTOR_CODE_INVALID', 'CONFLICT', 'RATE_LIMITED')
  @HttpCode(200)
  async disable(@CurrentUser() user: AuthUser, @Body() dto: DisableTwoFactorDto): Promise<ApiEnvelope<null>> {
    await this.enrolment.disable(user.id, dto.password, dto.code);
    return ok(null, 'Two-factor sign-in is off');
  }
}
