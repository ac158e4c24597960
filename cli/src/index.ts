// The `fpl-assistant` binary: the program wires the commands of src/commands/; errors end as one line.
import { CommanderError } from 'commander';
import { EXIT_USAGE, handleError, isClosedPipe } from './errors.js';
import { createProgram } from './program.js';

// A reader that stops early (`fpl-assistant gameweek --json | head -c 50`) closes the pipe; the next write fails
// with EPIPE on the stream. The reader has what it wanted: exit quietly.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err) => {
    if (isClosedPipe(err)) process.exit(0);
    throw err;
  });
}

try {
  await createProgram().parseAsync(process.argv);
} catch (err) {
  if (err instanceof CommanderError) {
    // Commander has printed its message (or the help, or the version) already.
    process.exitCode = err.exitCode === 0 ? 0 : EXIT_USAGE;
  } else if (isClosedPipe(err)) {
    process.exitCode = 0;
  } else {
    handleError(err);
  }
}
