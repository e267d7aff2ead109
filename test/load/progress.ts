/** The live progress line: sent, in flight, p99 so far, errors (a bar on a terminal, a line every few seconds otherwise). */
import { SingleBar } from 'cli-progress';
import type { RunStats } from './run-stats';

const PLAIN_EVERY_MS = 5000;

export function startProgress(stats: RunStats, total: number, out: NodeJS.WriteStream = process.stderr): () => void {
  const fields = () => ({
    inFlight: stats.inFlight(),
    p99: stats.submitP99SoFar().toFixed(1),
    errors: stats.errors,
    rejected: Object.values(stats.rejected).reduce((a, b) => a + b, 0),
  });
  if (out.isTTY) {
    const bar = new SingleBar({
      stream: out,
      format: 'sent {value}/{total} | in flight {inFlight} | submit p99 {p99} ms | errors {errors} | rejected {rejected} | {duration_formatted}',
      hideCursor: true,
      clearOnComplete: false,
    });
    bar.start(total, 0, fields());
    const timer = setInterval(() => bar.update(stats.sent, fields()), 250);
    return () => {
      clearInterval(timer);
      bar.update(stats.sent, fields());
      bar.stop();
    };
  }
  const line = () => {
    const f = fields();
    out.write(`sent ${stats.sent}/${total}, in flight ${f.inFlight}, submit p99 ${f.p99} ms, errors ${f.errors}, rejected ${f.rejected}\n`);
  };
  const timer = setInterval(line, PLAIN_EVERY_MS);
  return () => {
    clearInterval(timer);
    line();
  };
}
