/** JSON over node:http(s) with a keep-alive agent whose sockets `--connections` caps. */
import http from 'node:http';
import https from 'node:https';

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Sent as Idempotency-Key; also allows one resend after the keep-alive race (a GET may always be resent). */
  idempotencyKey?: string;
}

type StaleSocketError = Error & { staleSocket?: boolean };

export class HttpClient {
  private readonly agent: http.Agent;
  private readonly base: URL;

  constructor(target: string, connections: number) {
    this.base = new URL(target);
    const Agent = this.base.protocol === 'https:' ? https.Agent : http.Agent;
    this.agent = new Agent({ keepAlive: true, maxSockets: connections });
  }

  /**
   * Resolves with any HTTP answer; rejects only when there is none (refused, reset, aborted). A GET, or a
   * request with an Idempotency-Key, that meets a kept-alive socket the server closed meanwhile (the
   * keep-alive race: reset before any answer) is sent once more on a fresh socket, which the method or
   * the key makes safe.
   */
  async request<T = unknown>(method: string, path: string, o: RequestOptions = {}): Promise<Answer<T>> {
    try {
      return await this.once<T>(method, path, o);
    } catch (e) {
      const resendable = method === 'GET' || o.idempotencyKey !== undefined;
      if (!resendable || !(e as StaleSocketError).staleSocket || o.signal?.aborted) throw e;
      return this.once<T>(method, path, o);
    }
  }

  private once<T>(method: string, path: string, o: RequestOptions): Promise<Answer<T>> {
    const url = new URL(path, this.base);
    const body = o.json === undefined ? undefined : JSON.stringify(o.json);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (o.idempotencyKey) headers['idempotency-key'] = o.idempotencyKey;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const lib = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = lib.request(url, { method, headers, agent: this.agent, signal: o.signal, timeout: o.timeoutMs ?? 30_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text === '' ? null : JSON.parse(text);
          } catch {
            /* not JSON: kept as text */
          }
          resolve({ status: res.statusCode ?? 0, body: parsed as T });
        });
      });
      req.on('timeout', () => req.destroy(new Error(`no answer within ${o.timeoutMs ?? 30_000} ms`)));
      req.on('error', (err: NodeJS.ErrnoException) => {
        const stale = req.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE');
        reject(stale ? Object.assign(err, { staleSocket: true }) : err);
      });
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
