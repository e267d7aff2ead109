/** `npm run loadtest -- --help`. */
import { CLOSE_CUTOFF_MS } from '../../server/src/contracts/early-close';
import { CLOSE_MARGIN_MS, MIN_CLOSABLE_DURATION_S } from './close-window';
import { SLO_NAMES } from './slo';

export const HELP = `Usage: npm run loadtest -- <command> [options]

Commands:
  generate --users N --rate R --seconds S [--durations 5,60] [--symbols BTCUSD,EURUSD]
           [--mode demo|real] [--burst-at T --burst-count K] [--close-ratio R] [--seed N]
           --out FILE.jsonl
      A synthetic load file: Poisson arrivals at R per second over S seconds from N users;
      a burst puts K submissions at second T whose trades expire in the same second.
      --close-ratio R (0 to 1, default 0): that share of the lines also close their trade early
      (close_after_ms), at a time drawn from ${CLOSE_MARGIN_MS / 1000} s after the open to ${(CLOSE_CUTOFF_MS + CLOSE_MARGIN_MS) / 1000} s before the expiry.
      Only trades of ${MIN_CLOSABLE_DURATION_S} s or more leave that window: shorter lines never close.
  record --database-url URL --since 15m [--until 5m|ISO] --out FILE.jsonl
      The trade submissions of a window, read from the database (users as pseudonyms, offsets kept).
  replay --target URL --in FILE.jsonl [--speed X] [--connections C] [--slo NAME=LIMIT,...]
         [--grace S] [--baseline OLD.json] --report OUT.json [--html OUT.html]
      Signs the file's users up on the target, opens a socket per user, sends each line at
      at_ms / speed (open model), then waits for the settlements and checks them through the API.
      A line with close_after_ms asks a quote and closes its trade that many ms after its send
      (not divided by --speed), once more with the fresh quote of a QUOTE_EXPIRED refusal.
      Defaults: --speed 1, --connections 64 (keep-alive sockets), --grace 15 (seconds after the
      last expiry to wait for trade:settled).
      The target needs RATE_LIMIT_FACTOR raised (e.g. 1000) for the sign-ups.
  report --in OUT.json --html OUT.html [--baseline OLD.json]
      Rebuilds the HTML report (and the deltas against a baseline) from a saved report.

SLO names: ${SLO_NAMES.join(', ')} (throughput is a minimum, the others maxima; ms or counts).
Exit codes: 0 every SLO held, 1 one was broken, 2 the run could not happen (bad arguments or
input, target unreachable, provisioning failed).
`;
