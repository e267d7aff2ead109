import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { isUUID } from 'class-validator';
import { EntityManager } from 'typeorm';
import type { Role, UserDto } from '../contracts/account';
import type { BackofficeClientBrief } from '../contracts/backoffice';
import type { ClientSearchHit } from '../contracts/backoffice-clients';
import { ACCOUNT_STATUSES } from '../contracts/account-status';
import { containsPattern } from '../database/like-pattern';
import { oneOf } from '../database/narrow-text';
import { fromCents } from '../contracts/money';
import { TwoFactorService } from '../auth/two-factor.service';
import { KycService } from '../kyc/kyc.service';
import { LedgerService } from '../ledger/ledger.service';
import { Balances } from '../ledger/ledger.types';
import { unauthorized } from '../common/domain-error';
import { ProfileCompletionFields } from '../contracts/requests/profile-completion.request';
import { normalizeEmail } from '../contracts/rules/email-address';
import { User } from './user.entity';
import { publicInitial, toUserDto } from './user.mapper';
import { UsersRepository } from './users.repository';
import { NewUser, ProfilePatch, UserChanges } from './users.types';

/** The users module's door: accounts, lookups and profile writes. E-mails are stored and compared normalised (normalizeEmail). */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly ledger: LedgerService,
    private readonly kyc: KycService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /** Creates the user and opens its ledger accounts in the caller's transaction. */
  async create(m: EntityManager, input: NewUser): Promise<User> {
    const saved = await this.users.insert(m, {
      email: normalizeEmail(input.email),
      passwordHash: input.passwordHash,
      firstname: input.firstname,
      lastname: input.lastname,
      phone: input.phone ?? null,
      referralCode: randomBytes(5).toString('hex').toUpperCase(),
      emailVerified: false,
      roles: ['client'],
      tradingPlan: 'None',
    });
    await this.ledger.openUserAccounts(m, saved.id);
    return saved;
  }

  findById(id: string): Promise<User | null> {
    return this.users.findById(id);
  }

  /** In the caller's transaction, locked until it ends (see UsersRepository.lockById). */
  lockById(m: EntityManager, id: string): Promise<User | null> {
    return this.users.lockById(m, id);
  }

  findByIds(ids: string[]): Promise<User[]> {
    return this.users.findByIds(ids);
  }

  /** Id and e-mail of every user holding one of these roles, by e-mail. */
  withAnyRole(roles: readonly Role[]): Promise<Pick<User, 'id' | 'email'>[]> {
    return this.users.withAnyRole(roles);
  }

  /** Name, e-mail, identity status and balances of each of these users (the back office's queues): three queries whatever their number. */
  async briefsOf(userIds: string[]): Promise<Map<string, BackofficeClientBrief>> {
    const ids = [...new Set(userIds)];
    const users = await this.users.findByIds(ids);
    const balances = await this.ledger.balancesOf(ids);
    const kyc = await this.kyc.statusesOf(ids);
    return new Map(
      users.map((u) => {
        const money = balances.get(u.id) ?? { real: 0, demo: 0 };
        const brief = {
          id: u.id,
          name: `${u.firstname} ${u.lastname}`.trim(),
          email: u.email,
          kyc_status: kyc.get(u.id) ?? 'None',
          balance: fromCents(money.real),
          demo_balance: fromCents(money.demo),
          created_at: u.createdAt.toISOString(),
        };
        return [u.id, brief];
      }),
    );
  }

  /**
   * The back office's search: accounts whose e-mail (compared normalised, as stored) or name ("Ann Lee"
   * is first and last name) holds the text in any case, or whose id it is. Two queries.
   */
  async search(text: string, limit: number): Promise<Omit<ClientSearchHit, 'open_items'>[]> {
    const found = await this.users.search(
      { id: isUUID(text) ? text : null, email: containsPattern(normalizeEmail(text)), name: containsPattern(text.replace(/\s+/g, ' ')) },
      limit,
    );
    const kyc = await this.kyc.statusesOf(found.map((u) => u.id));
    return found.map((u) => ({
      id: u.id,
      name: `${u.firstname} ${u.lastname}`.trim(),
      email: u.email,
      status: oneOf(ACCOUNT_STATUSES, u.status, 'users.status'),
      kyc_status: kyc.get(u.id) ?? 'None',
      created_at: u.created_at.toISOString(),
    }));
  }

  /** With the password hash, for login only. */
  findByEmailWithPassword(email: string): Promise<User | null> {
    return this.users.findByEmailWithPassword(normalizeEmail(email));
  }

  /** Each user's public initial, by id. */
  async initialsOf(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await this.users.firstnamesOf(ids);
    return new Map(rows.map((u) => [u.id, publicInitial(u.firstname)]));
  }

  async setRoles(id: string, roles: Role[]): Promise<void> {
    await this.users.update(id, { roles });
  }

  /** The administrator's account: these roles, this password, e-mail confirmed. */
  async makeAdministrator(id: string, passwordHash: string, roles: Role[]): Promise<void> {
    await this.users.update(id, { roles, passwordHash, emailVerified: true });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(normalizeEmail(email));
  }

  emailTaken(email: string): Promise<boolean> {
    return this.users.existsByEmail(normalizeEmail(email));
  }

  markEmailVerified(userId: string): Promise<void> {
    return this.users.update(userId, { emailVerified: true });
  }

  setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    return this.users.update(userId, { passwordHash });
  }

  passwordHashOf(id: string): Promise<string | null> {
    return this.users.passwordHashOf(id);
  }

  /** Saves the profile completion fields (PATCH /api/users and the registration flow's complete-profile). */
  async completeProfile(id: string, fields: ProfileCompletionFields): Promise<UserDto> {
    const { gender, date_of_birth, address, city, state, country } = fields;
    return this.toDto(await this.patch(id, { gender, dateOfBirth: date_of_birth, address, city, state, country }));
  }

  /** Changes the columns given; answers the user as saved and the avatar path it had before. */
  async updateProfile(id: string, patch: ProfilePatch): Promise<{ user: User; previousAvatar: string | null }> {
    const before = await this.users.findById(id);
    if (!before) throw unauthorized();
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as UserChanges;
    const user = await this.patch(id, changes);
    return { user, previousAvatar: before.avatar };
  }

  /** The plan columns, in the caller's transaction (see UsersRepository.changePlan). */
  changePlan(m: EntityManager, id: string, changes: Pick<UserChanges, 'tradingPlan' | 'planRequest'>, onlyFrom?: string): Promise<User | null> {
    return this.users.changePlan(m, id, changes, onlyFrom);
  }

  /** The user with its balances as the API shows it; balances are read when not given. */
  async toDto(user: User, balances?: Balances): Promise<UserDto> {
    // One after the other: a request holds one pool connection at a time (DESIGN "Trust").
    const money = balances ?? (await this.ledger.balances(user.id));
    const kyc = await this.kyc.statusOf(user.id);
    return toUserDto(user, money, { ...kyc, two_factor_enabled: await this.twoFactor.isEnabled(user.id) });
  }

  private async patch(id: string, changes: UserChanges): Promise<User> {
    if (Object.keys(changes).length) await this.users.update(id, changes);
    const user = await this.users.findById(id);
    if (!user) throw unauthorized();
    return user;
  }
}
