/**
 * A progress bar for long CLI steps (example data generation, imports). On a terminal it redraws one
 * line on stderr; elsewhere (CI logs, piped output) it prints a plain line every ~10% so logs stay short.
 */

export interface ProgressBar {
  /** Advances by `n` (default 1). */
  tick(n?: number): void;
  /** Sets the absolute count (for callbacks that report `done` so far). */
  update(done: number): void;
  done(): void;
}

export interface ProgressBarOptions {
  /** Defaults to process.stderr. */
  stream?: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  /** Minimum milliseconds between two redraws on a terminal. */
  redrawMs?: number;
  now?: () => number;
}

const BAR_WIDTH = 30;

export function formatProgressLine(label: string, done: number, total: number, elapsedMs: number): string {
  const ratio = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(ratio * BAR_WIDTH);
  const percent = Math.floor(ratio * 100);
  const seconds = (elapsedMs / 1000).toFixed(1);
  return `${label} [${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${percent}% ${done}/${total} ${seconds}s`;
}

export function createProgressBar(label: string, total: number, options: ProgressBarOptions = {}): ProgressBar {
  const stream = options.stream ?? process.stderr;
  const now = options.now ?? Date.now;
  const redrawMs = options.redrawMs ?? 100;
  const tty = stream.isTTY === true;
  const started = now();
  let count = 0;
  let lastDraw = Number.NEGATIVE_INFINITY;
  let lastDecile = -1;
  let finished = false;

  const draw = (force: boolean) => {
    const line = formatProgressLine(label, count, total, now() - started);
    if (tty) {
      const t = now();
      if (!force && t - lastDraw < redrawMs) return;
      lastDraw = t;
      const width = stream.columns ? stream.columns - 1 : line.length;
      stream.write(`\r${line.slice(0, width).padEnd(Math.min(width, line.length))}`);
      return;
    }
    const decile = total > 0 ? Math.floor((Math.min(count, total) / total) * 10) : 10;
    if (decile > lastDecile) {
      lastDecile = decile;
      stream.write(`${line}\n`);
    }
  };

  return {
    tick(n = 1) {
      if (finished) return;
      count += n;
      draw(false);
    },
    update(done: number) {
      if (finished) return;
      count = done;
      draw(false);
    },
    done() {
      if (finished) return;
      finished = true;
      count = Math.max(count, total);
      draw(true);
      if (tty) stream.write('\n');
    },
  };
}
