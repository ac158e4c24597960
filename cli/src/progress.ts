// Progress on a terminal: one stderr line rewritten in place with a spinner; nothing at all when stderr is piped,
// so JSON on stdout and logs stay clean.
import type { OutputStream } from './io.js';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export interface Progress {
  step(text: string): void;
  done(): void;
}

export function spinner(stream: OutputStream): Progress {
  if (stream.isTTY !== true) return { step: () => {}, done: () => {} };
  let frame = 0;
  let text = '';
  const draw = () => stream.write(`\r\x1b[2K${FRAMES[frame++ % FRAMES.length]} ${text}`);
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    step(next: string) {
      text = next;
      // Started lazily and unref'd: a spinner must never keep the process alive.
      if (!timer) {
        timer = setInterval(draw, 80);
        timer.unref?.();
      }
      draw();
    },
    done() {
      if (timer) clearInterval(timer);
      timer = undefined;
      stream.write('\r\x1b[2K');
    },
  };
}
