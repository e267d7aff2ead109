import { Logger } from '@nestjs/common';
import { OnGatewayConnection, WebSocketGateway } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { ClientToServerEvents, ServerToClientEvents, userRoom } from '../contracts/events';
import { TokensService } from '../auth/tokens.service';

/** Authenticates each connection: a valid access token joins user:<id>; visitors get public events. */
@WebSocketGateway({ cors: { origin: true, credentials: true } })
export class RealtimeGateway implements OnGatewayConnection {
  private readonly logger = new Logger(RealtimeGateway.name);

  constructor(private readonly tokens: TokensService) {}

  async handleConnection(client: Socket<ClientToServerEvents, ServerToClientEvents>): Promise<void> {
    const token = (client.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !token) return;
    const payload = await this.tokens.verifyAccess(token);
    if (!payload) {
      this.logger.debug(`Socket ${client.id} sent an invalid token; it gets public events only`);
      return;
    }
    await client.join(userRoom(payload.sub));
  }
}
