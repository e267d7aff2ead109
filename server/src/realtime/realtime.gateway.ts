import { Inject, Logger } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayDisconnect, OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { AppConfig } from '../config/app-config';
import { isAllowedOrigin } from '../config/allowed-origins';
import { APP_CONFIG } from '../config/config.module';
import { ClientToServerEvents, ServerToClientEvents, sessionRoom, SocketAuthResult, staffRoom, userRoom } from '../contracts/events';
import { BACKOFFICE_ROLES } from '../contracts/account';
import { SessionsService } from '../auth/sessions.service';
import { AccessTokenPayload, TokensService } from '../auth/tokens.service';
import { UserEventLog } from './user-event-log';

type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketState>;

/** What the gateway remembers of a socket: the rooms its token put it in and when that token expires. */
interface SocketState {
  rooms?: string[];
  expiry?: NodeJS.Timeout;
}

/**
 * Authenticates each connection: a valid access token of a live session joins user:<id> and
 * session:<id>; visitors get public events. The socket leaves those rooms when its token expires
 * (unless an `auth` event brought a fresh one first) and is disconnected, on every API instance,
 * when its session is revoked. Each time it joins them it is told its user's current event sequence number.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger(RealtimeGateway.name);
  @WebSocketServer() private server: Server;

  constructor(
    private readonly tokens: TokensService,
    private readonly sessions: SessionsService,
    private readonly eventLog: UserEventLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  afterInit(server: Server): void {
    // No Origin reflection: a handshake from a foreign page is refused (websocket and polling alike).
    server.engine.opts.allowRequest = (req, callback) => callback(null, isAllowedOrigin(req.headers.origin, req.headers.host, this.config));
    this.sessions.onRevoked((ids) => this.server.in(ids.map(sessionRoom)).disconnectSockets(true));
  }

  async handleConnection(client: AppSocket): Promise<void> {
    client.on('auth', (payload, ack) => {
      void this.authenticate(client, (payload as { token?: unknown } | undefined)?.token).then(
        (ok) => (typeof ack === 'function' ? ack({ ok } satisfies SocketAuthResult) : undefined),
        (err: Error) => this.logger.warn(`Socket ${client.id} auth failed: ${err.message}`),
      );
    });
    const token = (client.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !token) return;
    // A session lookup that fails (database down) leaves the socket public; Nest would not catch the rejection.
    await this.authenticate(client, token).catch((err: Error) => this.logger.warn(`Socket ${client.id} not authenticated: ${err.message}`));
  }

  handleDisconnect(client: AppSocket): void {
    clearTimeout(client.data.expiry);
  }

  /** Puts the socket in the rooms of the token's user and session, or in none when the token is not good. */
  private async authenticate(client: AppSocket, token: unknown): Promise<boolean> {
    const payload = typeof token === 'string' && token ? await this.tokens.verifyAccess(token) : null;
    this.leaveUserRooms(client);
    if (!payload || client.disconnected) return false;
    const rooms = [userRoom(payload.sub), sessionRoom(payload.sid)];
    if (payload.roles.some((r) => BACKOFFICE_ROLES.includes(r))) rooms.push(staffRoom);
    await client.join(rooms);
    client.data.rooms = rooms;
    client.data.expiry = setTimeout(() => this.leaveUserRooms(client), this.msUntilExpiry(payload));
    // Read after joining: every event numbered above it reaches this socket; the client asks for the rest.
    void this.eventLog.current(payload.sub).then(
      (seq) => client.emit('realtime:seq', { seq }),
      (err: Error) => this.logger.warn(`Socket ${client.id} has no sequence number: ${err.message}`),
    );
    return true;
  }

  private leaveUserRooms(client: AppSocket): void {
    clearTimeout(client.data.expiry);
    for (const room of client.data.rooms ?? []) void client.leave(room);
    client.data.rooms = undefined;
  }

  private msUntilExpiry(payload: AccessTokenPayload): number {
    return Math.max(0, (payload.exp ?? 0) * 1000 - Date.now());
  }
}
