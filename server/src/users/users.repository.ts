import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import type { Role } from '../contracts/account';
import { rows } from '../database/typed-query';
import { User } from './user.entity';
import { UserChanges } from './users.types';
import type { ISearchUsersQuery } from './users.repository.sql-types';

// No index serves a substring match: the table is read whole (fine at a back office's scale; a trigram
// index would be the next step). The exact id sorts first.
const searchUsers = sql<ISearchUsersQuery>`
  SELECT id, firstname, lastname, email, status, created_at FROM users
   WHERE id = $id::uuid OR email LIKE $email! OR firstname ILIKE $name! OR lastname ILIKE $name! OR (firstname || ' ' || lastname) ILIKE $name!
   ORDER BY (id = $id::uuid) IS TRUE DESC, email LIMIT $limit!`;

/** SQL of the users table. E-mails arrive normalised (normalizeEmail); the password hash is read only where named. */
@Injectable()
export class UsersRepository {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly ds: DataSource,
  ) {}

  /** In the caller's transaction, so the user and its ledger accounts exist together or not at all. */
  insert(m: EntityManager, values: UserChanges): Promise<User> {
    return m.save(m.create(User, values));
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /**
   * The user, locked until the caller's transaction ends: concurrent changes of one user wait their turn.
   * FOR NO KEY UPDATE, not FOR UPDATE: rows that reference the user (its idempotency keys, plan requests)
   * take FOR KEY SHARE on it, which FOR UPDATE would wait for, deadlocking two such requests.
   */
  lockById(m: EntityManager, id: string): Promise<User | null> {
    return m.findOne(User, { where: { id }, lock: { mode: 'for_no_key_update' } });
  }

  findByIds(ids: string[]): Promise<User[]> {
    return ids.length ? this.users.findBy({ id: In(ids) }) : Promise.resolve([]);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  findByEmailWithPassword(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('u').addSelect('u.passwordHash').where('u.email = :email', { email }).getOne();
  }

  async passwordHashOf(id: string): Promise<string | null> {
    const row = await this.users.createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :id', { id }).getOne();
    return row?.passwordHash ?? null;
  }

  firstnamesOf(ids: string[]): Promise<Pick<User, 'id' | 'firstname'>[]> {
    return this.users.createQueryBuilder('u').select(['u.id', 'u.firstname']).where('u.id IN (:...ids)', { ids }).getMany();
  }

  /** Every user holding one of these roles, by e-mail. */
  withAnyRole(roles: readonly Role[]): Promise<Pick<User, 'id' | 'email'>[]> {
    return this.users.createQueryBuilder('u').select(['u.id', 'u.email']).where('u.roles && CAST(:roles AS text[])', { roles }).orderBy('u.email').getMany();
  }

  /** Users whose id is `id`, whose e-mail is LIKE `email` or whose name is ILIKE `name` (patterns), the id's first, then by e-mail. */
  search(q: { id: string | null; email: string; name: string }, limit: number) {
    return rows(searchUsers, { ...q, limit }, this.ds);
  }

  existsByEmail(email: string): Promise<boolean> {
    return this.users.existsBy({ email });
  }

  /**
   * Changes the plan columns in the caller's transaction, only while the plan is `onlyFrom` when given;
   * the user after it, or null when the condition did not hold.
   */
  async changePlan(m: EntityManager, id: string, changes: Pick<UserChanges, 'tradingPlan' | 'planRequest'>, onlyFrom?: string): Promise<User | null> {
    const { affected } = await m.update(User, onlyFrom === undefined ? { id } : { id, tradingPlan: onlyFrom }, changes);
    return affected ? m.findOneBy(User, { id }) : null;
  }

  async update(id: string, changes: UserChanges): Promise<void> {
    await this.users.update({ id }, changes);
  }
}
