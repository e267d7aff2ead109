import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import { EntityManager, Repository } from 'typeorm';
import type { UserDto } from '../contracts/api';
import { fromCents } from '../contracts/money';
import { LedgerService } from '../ledger/ledger.service';
import { Balances } from '../ledger/ledger.types';
import { unauthorized } from '../common/domain-error';
import { ProfileCompletionFields } from './complete-profile.dto';
import { User } from './user.entity';

/** The public address of a stored avatar (the column holds its path under UPLOAD_DIR). */
export const AVATAR_URL_PREFIX = '/api/users/avatars/';

/** Profile columns the user may change; undefined leaves a column as it is. */
export interface ProfilePatch {
  firstname?: string;
  lastname?: string;
  phone?: string | null;
  gender?: string;
  address?: string;
  city?: string;
  state?: string;
  country?: string;
  avatar?: string;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  phone?: string;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly ledger: LedgerService,
  ) {}

  /** Creates the user and opens its ledger accounts in the caller's transaction. */
  async create(m: EntityManager, input: NewUser): Promise<User> {
    const user = m.create(User, {
      email: input.email.toLowerCase(),
      passwordHash: input.passwordHash,
      firstname: input.firstname,
      lastname: input.lastname,
      phone: input.phone ?? null,
      referralCode: randomBytes(5).toString('hex').toUpperCase(),
      emailVerified: false,
      roles: ['client'],
      tradingPlan: 'None',
    });
    const saved = await m.save(user);
    await this.ledger.openUserAccounts(m, saved.id);
    return saved;
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** With the password hash, for login only. */
  findByEmailWithPassword(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('u').addSelect('u.passwordHash').where('u.email = :email', { email: email.toLowerCase() }).getOne();
  }

  /** "A." for each user: the first letter of the first name, all the public may see of a trader. */
  async initialsOf(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await this.users.createQueryBuilder('u').select(['u.id', 'u.firstname']).where('u.id IN (:...ids)', { ids }).getMany();
    return new Map(rows.map((u) => [u.id, `${(u.firstname.trim()[0] ?? '?').toUpperCase()}.`]));
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.toLowerCase() });
  }

  async markEmailVerified(userId: string): Promise<void> {
    await this.users.update({ id: userId }, { emailVerified: true });
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.users.update({ id: userId }, { passwordHash });
  }

  async passwordHashOf(id: string): Promise<string | null> {
    const row = await this.users.createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :id', { id }).getOne();
    return row?.passwordHash ?? null;
  }

  /** Saves the profile completion fields (PATCH /api/users and the registration flow's complete-profile). */
  async completeProfile(id: string, fields: ProfileCompletionFields): Promise<UserDto> {
    const { gender, date_of_birth, address, city, state, country } = fields;
    return this.toDto(await this.patch(id, { gender, dateOfBirth: date_of_birth, address, city, state, country }));
  }

  /** Changes the columns given; answers the user as saved and the avatar path it had before. */
  async updateProfile(id: string, patch: ProfilePatch): Promise<{ user: User; previousAvatar: string | null }> {
    const before = await this.findById(id);
    if (!before) throw unauthorized();
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<User>;
    const user = await this.patch(id, changes);
    return { user, previousAvatar: before.avatar };
  }

  private async patch(id: string, changes: Partial<User>): Promise<User> {
    if (Object.keys(changes).length) await this.users.update({ id }, changes);
    const user = await this.findById(id);
    if (!user) throw unauthorized();
    return user;
  }

  async emailTaken(email: string): Promise<boolean> {
    return this.users.existsBy({ email: email.toLowerCase() });
  }

  async toDto(user: User, balances?: Balances): Promise<UserDto> {
    const b = balances ?? (await this.ledger.balances(user.id));
    return {
      id: user.id,
      email: user.email,
      email_verified: user.emailVerified,
      firstname: user.firstname,
      lastname: user.lastname,
      gender: user.gender,
      phone: user.phone,
      address: user.address,
      city: user.city,
      state: user.state,
      country: user.country,
      avatar: user.avatar ? AVATAR_URL_PREFIX + basename(user.avatar) : null,
      referral_code: user.referralCode,
      balance: fromCents(b.real),
      demo_balance: fromCents(b.demo),
      trading_plan: user.tradingPlan,
      plan_request: user.planRequest,
      roles: user.roles,
    };
  }
}
