import { Body, Controller, Get, Post, Res, StreamableFile, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ApiEnvelope } from '../contracts/api';
import type { IdentityVerificationDto } from '../contracts/kyc';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { TokensService } from '../auth/tokens.service';
import { ok } from '../common/envelope';
import { servedFile } from '../uploads/served-file';
import type { ReceivedFile } from '../uploads/received-file';
import { UploadInterceptor } from '../uploads/upload.interceptor';
import { KycService, SUBMITTED_MESSAGE } from './kyc.service';
import { SubmitVerificationDto, UserIdentificationDto } from '../contracts/requests/verification.request';
import { Refuses } from '../openapi/refuses.decorator';

@Controller()
export class KycController {
  constructor(
    private readonly kyc: KycService,
    private readonly tokens: TokensService,
  ) {}

  @Get('profile/user-verification')
  @UseGuards(JwtAuthGuard)
  async latest(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<IdentityVerificationDto | null>> {
    return ok(await this.kyc.latest(user.id));
  }

  @Post('profile/user-verification')
  @Refuses('CONFLICT')
  @UseGuards(JwtAuthGuard)
  @UseInterceptors(UploadInterceptor('id_file', 'document'))
  async submit(
    @CurrentUser() user: AuthUser,
    @Body() dto: SubmitVerificationDto,
    @UploadedFile() file?: ReceivedFile,
  ): Promise<ApiEnvelope<IdentityVerificationDto>> {
    return ok(await this.kyc.submit(user.id, dto.method, file), SUBMITTED_MESSAGE);
  }

  /** The registration flow's first upload: the user is the one of the `session`, no bearer token. */
  @Post('users/user-identification')
  @Refuses('UNAUTHORIZED', 'CONFLICT')
  @UseInterceptors(UploadInterceptor('id_file', 'document'))
  async identify(@Body() dto: UserIdentificationDto, @UploadedFile() file?: ReceivedFile): Promise<ApiEnvelope<IdentityVerificationDto>> {
    const userId = await this.tokens.userOfSession(dto.session);
    return ok(await this.kyc.submit(userId, dto.method, file), SUBMITTED_MESSAGE);
  }

  /** The owner's own document: never cached, never sniffed, never from a public address. */
  @Get('profile/user-verification/file')
  @Refuses('NOT_FOUND')
  @UseGuards(JwtAuthGuard)
  async file(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: FastifyReply): Promise<StreamableFile> {
    const file = await this.kyc.file(user.id);
    return servedFile(res, file, `id-document.${file.mimeType === 'application/pdf' ? 'pdf' : file.mimeType.slice('image/'.length)}`, 'private, no-store');
  }
}
