/** `npm run loadtest -- <command>`: record, generate and replay trade submissions against a deployment. */
import { UsageError } from './args';
import { generateCommand, recordCommand, replayCommand, reportCommand } from './commands';
import { HELP } from './help';
import { RunImpossible } from './target-api';

const COMMANDS: Record<string, (argv: string[]) => number | Promise<number>> = {
  generate: generateCommand,
  record: recordCommand,
  replay: replayCommand,
  report: reportCommand,
};

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help' || rest.includes('--help')) {
    process.stdout.write(HELP);
    return command === undefined ? 2 : 0;
  }
  const run = COMMANDS[command];
  try {
    if (!run) throw new UsageError(`Unknown command "${command}"`);
    return await run(rest);
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`loadtest: ${e.message}\nRun \`npm run loadtest -- --help\` for the commands and their options.\n`);
      return 2;
    }
    if (e instanceof RunImpossible) {
      process.stderr.write(`loadtest: the run could not happen: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: Error) => {
      process.stderr.write(`loadtest: ${e.stack ?? e.message}\n`);
      process.exit(2);
    },
  );
}
