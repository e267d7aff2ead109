import { Command } from 'ioredis';
import { REDIS_STALLED } from '../common/dependency-errors';

/** The one door of an ioredis connection every command passes through (BullMQ's clients are ioredis too; a Cluster's takes a third argument, its node). */
interface CommandSender {
  sendCommand(command: Command, ...rest: unknown[]): unknown;
  /** ioredis's connection status: 'end' once closed for good. */
  status?: string;
}

const TIMED_OUT = 'Command timed out';

/**
 * Redis connected but silent (a stall: a long fork, a saturated server, DEBUG SLEEP) makes each command
 * wait its whole commandTimeout, and a request that sends several one after the other passes the 2 s
 * bound (DESIGN "Durable work"). After the first command times out, the connection's further commands
 * fail at once until a PING answers again, probed every `probeEveryMs`. A connection that is known to be
 * down already fails fast (no offline queue); this covers the one that is up and does not answer.
 */
export function failFastWhileStalled(client: CommandSender, probeEveryMs = 200): void {
  let stalled = false;
  let probe: Command | null = null;
  const original = client.sendCommand.bind(client);
  const send = (command: Command, ...rest: unknown[]) => original(command, ...rest) as Promise<unknown>;

  client.sendCommand = (command: Command, ...rest: unknown[]) => {
    if (stalled && command !== probe) {
      command.reject(new Error(REDIS_STALLED));
      return command.promise;
    }
    const answer = send(command, ...rest);
    answer.catch((err: unknown) => {
      if (err instanceof Error && err.message === TIMED_OUT) trip();
    });
    return answer;
  };

  function trip(): void {
    if (stalled) return;
    stalled = true;
    setTimeout(probeUntilAnswered, probeEveryMs).unref();
  }

  function probeUntilAnswered(): void {
    // A connection closed for good (the process shutting down) is not probed again.
    if (client.status === 'end') return;
    probe = new Command('ping');
    send(probe).then(
      () => {
        stalled = false;
        probe = null;
      },
      () => setTimeout(probeUntilAnswered, probeEveryMs).unref(),
    );
  }
}
