/** A small leveled logger writing single lines to stderr; one instance per process, configured from Config. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(msg: string, meta?: Record<string, unknown>): void;
  info(msg: string, meta?: Record<string, unknown>): void;
  warn(msg: string, meta?: Record<string, unknown>): void;
  error(msg: string, meta?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel = 'info', write: (line: string) => void = (l) => process.stderr.write(l)): Logger {
  const emit = (at: LogLevel, msg: string, meta?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    const suffix = meta && Object.keys(meta).length ? ` ${JSON.stringify(meta)}` : '';
    write(`${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} ${msg}${suffix}\n`);
  };
  return {
    debug: (m, meta) => emit('debug', m, meta),
    info: (m, meta) => emit('info', m, meta),
    warn: (m, meta) => emit('warn', m, meta),
    error: (m, meta) => emit('error', m, meta),
  };
}
