import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { User } from './user.entity';
import { UserChanges } from './users.types';

/** SQL of the users table. E-mails arrive normalised (normalizeEmail); the password hash is read only where named. */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

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
