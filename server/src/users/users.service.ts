import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { EntityManager, Repository } from 'typeorm';
import type { UserDto } from '../contracts/api';
import { fromCents } from '../contracts/catalog';
import { LedgerService } from '../ledger/ledger.service';
import { Balances } from '../ledger/ledger.types';
import { User } from './user.entity';

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
      avatar: user.avatar,
      referral_code: user.referralCode,
      balance: fromCents(b.real),
      demo_balance: fromCents(b.demo),
      trading_plan: user.tradingPlan,
      plan_request: user.planRequest,
      roles: user.roles,
    };
  }
}
