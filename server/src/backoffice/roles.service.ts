import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BACKOFFICE_ROLES, type Role } from '../contracts/account';
import type { StaffMember } from '../contracts/backoffice';
import { notFound } from '../common/domain-error';
import { isUniqueViolation } from '../database/pg-errors';
import { TokensService } from '../auth/tokens.service';
import { hashPassword } from '../users/password';
import { UsersService } from '../users/users.service';

/** The roles each role name grants: staff and admins keep a client account of their own. */
const GRANTS: Record<Role, Role[]> = { client: ['client'], staff: ['client', 'staff'], admin: ['client', 'staff', 'admin'] };

/**
 * Who may do what: role changes (which end the user's sessions, so the new roles are in the next
 * token) and the administrator named by ADMIN_EMAIL / ADMIN_PASSWORD.
 */
@Injectable()
export class RolesService {
  private readonly logger = new Logger(RolesService.name);

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly users: UsersService,
    private readonly tokens: TokensService,
  ) {}

  /** Staff and admins, by e-mail (the audit log's staff filter). */
  async staff(): Promise<StaffMember[]> {
    return (await this.users.withAnyRole(BACKOFFICE_ROLES)).map((u) => ({ id: u.id, email: u.email }));
  }

  /** Gives the user of this e-mail the role; their sessions end so no token keeps the old roles. */
  async setRole(email: string, role: Role): Promise<{ id: string; roles: Role[] }> {
    const user = await this.users.findByEmail(email);
    if (!user) throw notFound(`No user has the e-mail ${email}`);
    const roles = GRANTS[role];
    await this.users.setRoles(user.id, roles);
    await this.tokens.revokeAll(user.id);
    this.logger.log({ userId: user.id, roles }, 'Roles changed');
    return { id: user.id, roles };
  }

  /** Creates the administrator, or makes the existing account one with this password; safe to run at every start, by several processes. */
  async ensureAdmin(email: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const existing = await this.users.findByEmail(email);
    if (!existing) {
      try {
        await this.ds.transaction((m) => this.users.create(m, { email, passwordHash, firstname: 'Admin', lastname: 'Account' }));
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
    }
    const user = await this.users.findByEmail(email);
    if (!user) throw new Error(`Administrator ${email} was neither found nor created`);
    await this.users.makeAdministrator(user.id, passwordHash, GRANTS.admin);
    this.logger.log({ userId: user.id }, `Administrator ${email} is ready`);
  }
}
