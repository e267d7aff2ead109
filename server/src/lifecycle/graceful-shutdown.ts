import { Logger } from '@nestjs/common';
import { performance } from 'node:perf_hooks';

/** One stage of a shutdown, named in the log when the bound cuts it off. */
export interface ShutdownStep {
  name: string;
  run: () => Promise<void>;
}

export interface ShutdownPlan {
  /** The process, as the log names it: API or worker. */
  process: string;
  steps: ShutdownStep[];
  /** The bound (SHUTDOWN_TIMEOUT_MS): past it the process exits 1 whatever is still running. */
  timeoutMs: number;
  /** What is still running, logged when the bound is reached. */
  stillRunning: () => Promise<Record<string, unknown>> | Record<string, unknown>;
}

export const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

async function runSteps(plan: ShutdownPlan, onStep: (name: string) => void): Promise<void> {
  for (const step of plan.steps) {
    onStep(step.name);
    await step.run();
  }
}

/**
 * Runs the plan's steps in order within its bound and answers the exit code: 0 when every step is done,
 * 1 when one fails or the bound passes first (then what was still running is logged).
 */
export async function shutDown(plan: ShutdownPlan, signal: string, logger = new Logger('Shutdown')): Promise<number> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let current = '';
  logger.log(`${signal}: the ${plan.process} is stopping (at most ${plan.timeoutMs} ms)`);
  const done = runSteps(plan, (name) => {
    current = name;
    logger.log(`${plan.process} shutdown: ${name}`);
  }).then(
    () => 0,
    (err: Error) => {
      logger.error(`${plan.process} shutdown failed while ${current}: ${err.message}`);
      return 1;
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const cutOff = new Promise<number>((resolve) => {
    timer = setTimeout(() => {
      void Promise.resolve(plan.stillRunning()).then((still) => {
        logger.error({ step: current, ...still }, `${plan.process} shutdown cut off after ${plan.timeoutMs} ms while ${current}: exiting 1`);
        resolve(1);
      });
    }, plan.timeoutMs);
  });
  const code = await Promise.race([done, cutOff]);
  clearTimeout(timer);
  if (code === 0) logger.log(`${plan.process} stopped cleanly in ${elapsed()} ms`);
  return code;
}

/** On the first SIGTERM or SIGINT, shuts down by the plan and exits with its code; a second signal changes nothing. */
export function stopGracefullyOnSignals(plan: ShutdownPlan, exit: (code: number) => void = (code) => process.exit(code)): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void shutDown(plan, signal).then(exit);
  };
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, onSignal);
}
