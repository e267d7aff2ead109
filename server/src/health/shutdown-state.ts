import { Injectable } from '@nestjs/common';

/** Set once the API has been told to stop: readiness then fails so a load balancer sends its traffic elsewhere. */
@Injectable()
export class ShutdownState {
  draining = false;
}
