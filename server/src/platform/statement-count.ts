/**
 * How many SQL statements the metadata database ran for one HTTP request, reported in the answer's
 * `Server-Timing` header (browser dev tools show it per request; tests read it to hold a list's statement
 * count constant whatever its page size). The count lives in the request's async context; TypeORM reports
 * every statement to its logger, which counts it there.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { AdvancedConsoleLogger, type LoggerOptions, type QueryRunner } from 'typeorm';
import type { MetadataWrites, WriteWatching } from './metadata-writes';

const requestStatements = new AsyncLocalStorage<{ count: number }>();

/**
 * TypeORM's console logger (errors, as configured) that also counts each statement for the current request,
 * and, given `writes` (this process is the database's only client), the write statements (metadata-writes.ts).
 */
export class StatementCountingLogger extends AdvancedConsoleLogger implements WriteWatching {
  constructor(
    options: LoggerOptions,
    readonly writes: MetadataWrites | null = null,
  ) {
    super(options);
  }

  override logQuery(query: string, parameters?: unknown[], queryRunner?: QueryRunner): void {
    const current = requestStatements.getStore();
    if (current) current.count += 1;
    this.writes?.note(query);
    super.logQuery(query, parameters, queryRunner);
  }
}

/** Counts the statements of each request and sends `Server-Timing: sql;desc="<n> statements"` with its head. */
export function statementCounting(): RequestHandler {
  return (_req, res, next) => {
    const counter = { count: 0 };
    const writeHead = res.writeHead;
    // The head leaves when the body starts; by then the request's statements have run.
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
      if (!res.headersSent) res.appendHeader('Server-Timing', `sql;desc="${counter.count} statements"`);
      return writeHead.apply(this, args);
    } as typeof res.writeHead;
    requestStatements.run(counter, next);
  };
}
