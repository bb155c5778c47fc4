/**
 * How a server module declares itself and how the server composes the modules. Each `modules/<m>/index.ts`
 * exports one TesseraModule (its entities, its resolvers, and `register`, which builds its services) next to
 * what other modules may use; `modules/index.ts` lists the modules in dependency order. app.ts, the schema and
 * the metadata database collect from that list, so adding a module is a folder plus one line there.
 *
 * No DI framework: `register` constructs its services by hand from the platform pieces and from lower
 * modules' services (`services.get(Class)`), and provides them by class. A lower module that needs an answer
 * only a higher one can give (a database asking what still uses it, a chart saved into a dashboard) declares
 * a Hooks or Port subclass the higher module fills: the dependency is turned around instead of imported upwards.
 */
import type { PubSub } from 'type-graphql';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { ResultCache } from './cache';
import type { Logger } from './logger';
import type { JobQueue } from './queue';

/** A class, used as its instances' key (resolvers, services, hooks). */
export type Class<T = unknown> = abstract new (...args: never[]) => T;

/** What every module may build on. */
export interface Platform {
  dataSource: DataSource;
  config: Config;
  logger: Logger;
  /** Query results (chart data, database metadata). */
  cache: ResultCache;
  /** GraphQL subscriptions' pub/sub; services publish on it. */
  pubSub: PubSub;
  /** Background jobs (async SQL Lab queries, ...). */
  queue: JobQueue;
}

export interface TesseraModule {
  /** The folder name under modules/. */
  name: string;
  /** TypeORM entities of the tables the module owns (the only module that reads and writes them). */
  entities?: readonly Class[];
  /** type-graphql resolver classes; `register` provides an instance of each. */
  resolvers?: readonly Class[];
  register?(services: Services): void;
  /** Once the server listens: background work. */
  start?(services: Services): void;
  /** On shutdown, in reverse module order. */
  stop?(services: Services): Promise<void>;
}

/** The composed modules' instances by class: services, resolvers, hooks. */
export class Services {
  private readonly instances = new Map<Class, unknown>();

  constructor(readonly platform: Platform) {}

  provide<T>(key: Class<T>, instance: T): T {
    if (this.instances.has(key)) throw new Error(`${key.name} is provided twice`);
    this.instances.set(key, instance);
    return instance;
  }

  get<T>(key: Class<T>): T {
    if (!this.instances.has(key)) {
      throw new Error(`${key.name} is not provided: is the module that provides it listed in modules/index.ts, before the modules using it?`);
    }
    return this.instances.get(key) as T;
  }
}

/**
 * What modules above add to a lower module: the lower module provides `new XHooks()` in its register and reads
 * `all` at request time; each higher module calls `add` in its own register.
 */
export class Hooks<T> {
  private readonly list: T[] = [];

  add(hook: T): void {
    this.list.push(hook);
  }

  get all(): readonly T[] {
    return this.list;
  }
}

/**
 * One implementation a lower module needs from a module above it (charts need dashboards to save into): the
 * lower module provides `new XPort()`, the higher one `provide`s the implementation; used at request time.
 */
export class Port<T> {
  private impl: T | null = null;

  /** `label` names the port in errors (default: the subclass's name). */
  constructor(private readonly label?: string) {}

  provide(impl: T): void {
    if (this.impl) throw new Error(`${this.name} is provided twice`);
    this.impl = impl;
  }

  get(): T {
    if (!this.impl) throw new Error(`${this.name} has no implementation: is the module providing it listed in modules/index.ts?`);
    return this.impl;
  }

  private get name(): string {
    return this.label ?? this.constructor.name;
  }
}

/** Registers every module in order; each resolver class must then have its instance. */
export function composeModules(modules: readonly TesseraModule[], platform: Platform): Services {
  const services = new Services(platform);
  for (const m of modules) m.register?.(services);
  for (const m of modules) for (const resolver of m.resolvers ?? []) services.get(resolver);
  return services;
}
