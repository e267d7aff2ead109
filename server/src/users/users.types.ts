import type { User } from './user.entity';

/** What registration knows of a new account; the service fills in the rest. */
export interface NewUser {
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  phone?: string;
}

/** Profile columns the user may change; undefined leaves a column as it is. */
export interface ProfilePatch {
  firstname?: string;
  lastname?: string;
  phone?: string | null;
  gender?: string;
  dateOfBirth?: string;
  address?: string;
  city?: string;
  state?: string;
  country?: string;
  avatar?: string;
}

/** Columns a write may set; the database owns the id and the timestamps, AccountStatusService the status. */
export type UserChanges = Partial<Omit<User, 'id' | 'createdAt' | 'updatedAt' | 'status'>>;
