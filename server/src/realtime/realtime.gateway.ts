import { Inject, Logger } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayDisconnect, OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { AppConfig } from '../config/app-config';
import { isAllowedOrigin } from '../config/allowed-origins';
import { APP_CONFIG } from '../config/config.module';
import { ClientToServerEvents, ServerToClientEvents, sessionRoom, SocketAuthResult, staffRoom, userRoom } from '../contracts/events';
import { SessionsService } from '../auth/sessions.service';
import { AccessTokenPayload, TokensService } from '../auth/tokens.service';
import { acceptConnectionClosing, closeConnection, disconnectOldestSockets, limitInboundPackets, UserSocketData } from './socket-bounds';
import { UserEventLog } from './user-event-log';
import { TwoFactorService } from '../auth/two-factor.service';
import { Metrics } from '../metrics/metrics';

type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketState>;

/**
 * What the gateway remembers of a socket: the rooms its token put it in, and its user. Plain data
 * only: other instances read it (fetchSockets), so the expiry timer is kept apart.
 */
interface SocketState extends UserSocketData {
  rooms?: string[];
}

/**
 * Authenticates each connection: a valid access token of a live session joins user:<id> and
 * session:<id>; visitors get public events. The socket leaves those rooms when its token expires
 * (unless an `auth` event brought a fresh one first) and is disconnected, on every API instance,
 * when its session is revoked. Each time it joins them it is told its user's current event sequence number.
 * Bounds (DESIGN "Trust"): a user keeps at most SOCKETS_PER_USER sockets across instances (the oldest
 * is dropped), and a socket sending more than SOCKET_EVENTS_PER_SECOND packets is disconnected.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger(RealtimeGateway.name);
  @WebSocketServer() private server: Server;
  /** When each socket's token expires it leaves its user's rooms. */
  private readonly expiries = new WeakMap<AppSocket, NodeJS.Timeout>();

  constructor(
    private readonly tokens: TokensService,
    private readonly sessions: SessionsService,
    private readonly eventLog: UserEventLog,
    private readonly twoFactor: TwoFactorService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  afterInit(server: Server): void {
    // No Origin reflection: a handshake from a foreign page is refused (websocket and polling alike).
    server.engine.opts.allowRequest = (req, callback) => callback(null, isAllowedOrigin(req.headers.origin, req.headers.host, this.config));
    this.sessions.onRevoked((ids) => this.server.in(ids.map(sessionRoom)).disconnectSockets(true));
    acceptConnectionClosing(server);
  }

  async handleConnection(client: AppSocket): Promise<void> {
    this.metrics.socketsOpen.inc();
    limitInboundPackets(client, this.config.socketEventsPerSecond, () => {
      this.logger.warn(`Socket ${client.id} disconnected: more than ${this.config.socketEventsPerSecond} packets a second`);
      closeConnection(client);
    });
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
    this.metrics.socketsOpen.dec();
    clearTimeout(this.expiries.get(client));
  }

  /** Puts the socket in the rooms of the token's user and session, or in none when the token is not good. */
  private async authenticate(client: AppSocket, token: unknown): Promise<boolean> {
    const payload = typeof token === 'string' && token ? await this.tokens.verifyAccess(token) : null;
    // A fresh token of the same user keeps the socket's place among its user's sockets.
    const joinedAt = client.data.userId === payload?.sub ? client.data.joinedAt : undefined;
    this.leaveUserRooms(client);
    if (!payload || client.disconnected) return false;
    const rooms = [userRoom(payload.sub), sessionRoom(payload.sid)];
    // The staff room is the back office's: like its routes, only with two-factor sign-in on.
    if (await this.twoFactor.actsAsStaff({ id: payload.sub, roles: payload.roles })) rooms.push(staffRoom);
    await client.join(rooms);
    Object.assign(client.data, { rooms, userId: payload.sub, joinedAt: joinedAt ?? Date.now() });
    this.expiries.set(
      client,
      setTimeout(() => this.leaveUserRooms(client), this.msUntilExpiry(payload)),
    );
    if (!joinedAt) this.boundUserSockets(payload.sub);
    // Read after joining: every event numbered above it reaches this socket; the client asks for the rest.
    void this.eventLog.current(payload.sub).then(
      (seq) => client.emit('realtime:seq', { seq }),
      (err: Error) => this.logger.warn(`Socket ${client.id} has no sequence number: ${err.message}`),
    );
    return true;
  }

  private leaveUserRooms(client: AppSocket): void {
    clearTimeout(this.expiries.get(client));
    for (const room of client.data.rooms ?? []) void client.leave(room);
    Object.assign(client.data, { rooms: undefined, userId: undefined, joinedAt: undefined });
  }

  /**
   * Drops the user's oldest sockets past SOCKETS_PER_USER, across instances: a Redis round trip
   * (and one to the other instances) per socket joining a user, which is rare. Not awaited: during a
   * Redis outage it waits with the adapter, and nothing else waits for it.
   */
  private boundUserSockets(userId: string): void {
    void disconnectOldestSockets(this.server, userId, this.config.socketsPerUser).then(
      (dropped) => dropped && this.logger.log(`Dropped ${dropped} oldest socket(s) of user ${userId}: more than ${this.config.socketsPerUser}`),
      (err: Error) => this.logger.warn(`Sockets of user ${userId} not bounded: ${err.message}`),
    );
  }

  private msUntilExpiry(payload: AccessTokenPayload): number {
    return Math.max(0, (payload.exp ?? 0) * 1000 - Date.now());
  }
}
