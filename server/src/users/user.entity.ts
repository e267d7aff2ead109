import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Role } from '../contracts/account';
import type { AccountStatus } from '../contracts/account-status';
import type { PlanRequestState } from '../contracts/plans';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() email: string;
  @Column({ name: 'password_hash', select: false }) passwordHash: string;
  @Column() firstname: string;
  @Column() lastname: string;
  @Column({ type: 'text', nullable: true }) phone: string | null;
  @Column({ type: 'text', nullable: true }) gender: string | null;
  @Column({ name: 'date_of_birth', type: 'date', nullable: true }) dateOfBirth: string | null;
  @Column({ type: 'text', nullable: true }) address: string | null;
  @Column({ type: 'text', nullable: true }) city: string | null;
  @Column({ type: 'text', nullable: true }) state: string | null;
  @Column({ type: 'text', nullable: true }) country: string | null;
  @Column({ type: 'text', nullable: true }) avatar: string | null;
  @Column({ name: 'referral_code' }) referralCode: string;
  @Column({ name: 'email_verified' }) emailVerified: boolean;
  @Column({ type: 'text', array: true }) roles: Role[];
  @Column({ name: 'trading_plan' }) tradingPlan: string;
  @Column({ name: 'plan_request', type: 'jsonb', nullable: true }) planRequest: PlanRequestState | null;
  /** Written only through AccountStatusService (with its reason and time); read at sign-in. */
  @Column({ type: 'text', default: 'active' }) status: AccountStatus;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
