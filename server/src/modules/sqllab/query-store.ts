/**
 * Reads and writes of `query` rows. Every state change is a guarded UPDATE: it applies only while the stored
 * state may be followed by the new one (query-state.policy), so a late progress or success write never
 * overwrites a stopped, failed or timed-out run — the database decides, not a read-then-write race.
 */
import type { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { Query, type QueryExtra } from './query.entity';
import { writableFrom } from './query-state.policy';
import type { CtasMethod, LimitingFactor, QueryState } from './query-state';

type Manager = Pick<EntityManager, 'getRepository'>;

export interface NewQuery {
  clientId: string;
  databaseId: number;
  userId: number;
  status: QueryState;
  sql: string;
  catalog: string | null;
  schema: string | null;
  sqlEditorId: string | null;
  tabName: string | null;
  limit: number | null;
  limitingFactor: LimitingFactor;
  executedSql: string | null;
  selectSql: string | null;
  selectAsCta: boolean;
  ctasMethod: CtasMethod;
  tmpTableName: string | null;
  tmpSchemaName: string | null;
  runAsync: boolean;
  startTime: number;
  /** A run refused before it reached the engine is recorded failed at once, with its error. */
  errorMessage?: string | null;
  endTime?: number | null;
  extra?: QueryExtra | null;
}

/** What a transition may change besides the state. */
export interface QueryPatch {
  progress?: number;
  rows?: number | null;
  errorMessage?: string | null;
  resultsKey?: string | null;
  executedSql?: string | null;
  limitingFactor?: LimitingFactor;
  startRunningTime?: number | null;
  endTime?: number | null;
  endResultBackendTime?: number | null;
  selectAsCtaUsed?: boolean;
  extra?: QueryExtra | null;
}

const RELATIONS = { database: true, user: true } as const;

export async function insertQuery(em: Manager, q: NewQuery): Promise<Query> {
  const repo = em.getRepository(Query);
  const { id } = await repo.save(repo.create({ ...q, progress: 0 }));
  return (await repo.findOne({ where: { id }, relations: RELATIONS })) as Query;
}

export function findByClientId(em: Manager, clientId: string): Promise<Query | null> {
  return em.getRepository(Query).findOne({ where: { clientId }, relations: RELATIONS });
}

export function findById(em: Manager, id: number): Promise<Query | null> {
  return em.getRepository(Query).findOne({ where: { id }, relations: RELATIONS });
}

export function findByResultsKey(em: Manager, resultsKey: string): Promise<Query | null> {
  return em.getRepository(Query).findOne({ where: { resultsKey }, relations: RELATIONS });
}

/** The caller's runs changed after `sinceMs` (REST clients poll `updated_since`), oldest change first. */
export function findUpdatedSince(em: Manager, userId: number, sinceMs: number): Promise<Query[]> {
  return em
    .getRepository(Query)
    .createQueryBuilder('q')
    .leftJoinAndSelect('q.database', 'database')
    .leftJoinAndSelect('q.user', 'user')
    .where('q.user_id = :userId', { userId })
    .andWhere("q.changed_on > (to_timestamp(:since / 1000.0) AT TIME ZONE 'utc')", { since: sinceMs })
    .orderBy('q.changed_on', 'ASC')
    .limit(1000)
    .getMany();
}

/**
 * Moves a run to `to` (with `patch`) if its stored state allows it. Returns whether the row changed: false
 * means the run was already finished (e.g. stopped) and the write was dropped.
 */
export async function transition(em: Manager, clientId: string, to: QueryState, patch: QueryPatch = {}): Promise<boolean> {
  const from = writableFrom(to);
  if (!from.length) return false;
  // changed_on is stamped by the entity's UpdateDateColumn; undefined patch values leave their columns alone.
  const { affected } = await em
    .getRepository(Query)
    .createQueryBuilder()
    .update()
    // (QueryExtra's open `unknown` members defeat TypeORM's deep-partial type; the patch's keys are Query's.)
    .set({ ...patch, status: to } as QueryDeepPartialEntity<Query>)
    .where('client_id = :clientId AND status IN (:...from)', { clientId, from })
    .execute();
  return !!affected;
}

/** Runs in a running-type state, for the clean-up. */
export function findRunning(em: Manager, states: readonly QueryState[]): Promise<Query[]> {
  return em
    .getRepository(Query)
    .createQueryBuilder('q')
    .where('q.status IN (:...states)', { states: [...states] })
    .getMany();
}
