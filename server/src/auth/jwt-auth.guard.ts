import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { unauthorized } from '../common/domain-error';

@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  handleRequest<T>(err: unknown, user: T): T {
    // A failed session lookup (database down) is the error filter's to answer, not a sign-out.
    if (err) throw err instanceof Error ? err : new Error('Authentication failed', { cause: err });
    if (!user) throw unauthorized('Please sign in to continue');
    return user;
  }
}
