import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Tokens, UserDto } from '../contracts/api';
import { conflict, unauthorized } from '../common/domain-error';
import { isUniqueViolation } from '../database/pg-errors';
import { hashPassword, verifyPassword } from '../users/password';
import { UsersService } from '../users/users.service';
import { LoginDto, RegisterDto } from '../contracts/requests/auth.request';
import { EmailVerificationService } from './email-verification.service';
import { TokensService } from './tokens.service';

const INVALID_LOGIN = 'Invalid email or password';

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);
  /** Verified against when the e-mail is unknown, so both failures take the same time. */
  private readonly dummyHash = hashPassword('not-a-real-password');

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly users: UsersService,
    private readonly tokens: TokensService,
    private readonly verification: EmailVerificationService,
  ) {}

  async register(dto: RegisterDto): Promise<{ session: string }> {
    if (await this.users.emailTaken(dto.email)) throw conflict('An account with this email already exists');
    const passwordHash = await hashPassword(dto.password);
    try {
      const user = await this.ds.transaction((m) =>
        this.users.create(m, { email: dto.email, passwordHash, firstname: dto.firstname, lastname: dto.lastname, phone: dto.phone || undefined }),
      );
      await this.verification.sendLink(user).catch((err: Error) => this.logger.error(`Confirmation mail for ${user.id} not queued: ${err.message}`));
      return { session: await this.tokens.signSession(user.id) };
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('An account with this email already exists');
      throw err;
    }
  }

  async login(dto: LoginDto): Promise<{ user: UserDto; tokens: Tokens }> {
    const user = await this.users.findByEmailWithPassword(dto.email);
    const valid = await verifyPassword(user?.passwordHash ?? (await this.dummyHash), dto.password);
    if (!user || !valid) throw unauthorized(INVALID_LOGIN);
    const tokens = await this.tokens.issue(user.id, user.roles);
    return { user: await this.users.toDto(user), tokens };
  }

  refresh(refreshToken: string): Promise<Tokens> {
    return this.tokens.rotate(refreshToken, async (id) => (await this.users.findById(id))?.roles ?? null);
  }

  logout(refreshToken: string, userId: string): Promise<void> {
    return this.tokens.revoke(refreshToken, userId);
  }
}
