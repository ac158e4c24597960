// The `fpl-assistant` binary: the program wires the commands of src/commands/; errors end as one line.
import { handleError } from './errors.js';
import { createProgram } from './program.js';

try {
  await createProgram().parseAsync(process.argv);
} catch (err) {
  handleError(err);
}
