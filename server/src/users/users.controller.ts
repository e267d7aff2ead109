import { Controller, Get, UseGuards } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import type { UserDto } from '../contracts/account';
import { CurrentUser, AuthUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ok } from '../common/envelope';
import { unauthorized } from '../common/domain-error';
import { UsersService } from './users.service';

@Controller('users')
@UseGuards(JwtAuthGuard)
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('me')
  async me(@CurrentUser() auth: AuthUser): Promise<ApiEnvelope<UserDto>> {
    const user = await this.users.findById(auth.id);
    if (!user) throw unauthorized();
    return ok(await this.users.toDto(user));
  }
}
