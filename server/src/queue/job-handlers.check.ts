import { JOB_DEFINITIONS } from './jobs';

export interface ProcessorHandlers {
  /** The queue the processor's BullMQ worker consumes. */
  queue: string;
  /** The job names it has handlers for. */
  handles: string[];
}

/** Why a worker must not start: catalogue jobs without a handler, and handlers on the wrong queue or for no job. */
export function jobHandlerProblems(processors: ProcessorHandlers[], catalogue: Readonly<Record<string, { queue: string }>> = JOB_DEFINITIONS): string[] {
  const problems: string[] = [];
  const handled = new Set<string>();
  for (const { queue, handles } of processors) {
    for (const name of handles) {
      const job = Object.hasOwn(catalogue, name) ? catalogue[name] : undefined;
      if (!job) problems.push(`a processor of queue ${queue} handles ${name}, which is not in the job catalogue`);
      else if (job.queue !== queue) problems.push(`job ${name} belongs to queue ${job.queue}, but its handler is on queue ${queue}`);
      else handled.add(name);
    }
  }
  for (const [name, job] of Object.entries(catalogue)) {
    if (!handled.has(name)) problems.push(`job ${name} (queue ${job.queue}) has no handler`);
  }
  return problems;
}
