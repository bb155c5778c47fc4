/**
 * SQL Lab runs (`query`): one row per execution, addressed by the client-chosen `client_id`. Times are epoch
 * milliseconds as SQL Lab's protocol carries them. Result rows live in the results backend under `results_key`,
 * never here.
 */
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { UTC_NOW, UuidColumn } from '../../platform/column-defaults';
import { Database } from '../database';
import { User } from '../security';

/** What a run records beyond Superset's columns: SIP-40 errors, result column descriptions, engine handles. */
export interface QueryExtra {
  errors?: unknown[];
  columns?: { column_name: string; name?: string; type: string | null; type_generic?: number | null; is_dttm: boolean }[];
  cancelQuery?: string;
  progressText?: string;
  [key: string]: unknown;
}

@Entity({ name: 'query' })
@Index('ix_query_user_id_changed_on', ['userId', 'changedOn'])
export class Query {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @UuidColumn()
  uuid: string;

  /** Client-generated id (≤ 11 characters): the key SQL Lab's protocol uses everywhere. */
  @Column('varchar', { name: 'client_id', length: 11, unique: true })
  clientId: string;

  @Column('int', { name: 'database_id' })
  databaseId: number;

  @ManyToOne(() => Database, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'database_id' })
  database?: Relation<Database>;

  @Column('int', { name: 'user_id', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User> | null;

  /** pending | fetching | running | stopped | failed | success | timed_out | started | scheduled */
  @Column('varchar', { name: 'status', length: 16, default: 'pending' })
  status: string;

  @Column('varchar', { name: 'tab_name', length: 256, nullable: true })
  tabName: string | null;

  @Index('ix_query_sql_editor_id')
  @Column('varchar', { name: 'sql_editor_id', length: 256, nullable: true })
  sqlEditorId: string | null;

  @Column('varchar', { name: 'catalog', length: 256, nullable: true })
  catalog: string | null;

  @Column('varchar', { name: 'schema', length: 256, nullable: true })
  schema: string | null;

  /** The SQL as typed. */
  @Column('text', { name: 'sql', nullable: true })
  sql: string | null;

  /** The SELECT part when the run is a CREATE TABLE/VIEW AS. */
  @Column('text', { name: 'select_sql', nullable: true })
  selectSql: string | null;

  /** The SQL actually sent, with the row limit applied. */
  @Column('text', { name: 'executed_sql', nullable: true })
  executedSql: string | null;

  /** The row limit requested (`queryLimit`). */
  @Column('int', { name: 'limit', nullable: true })
  limit: number | null;

  /** QUERY | DROPDOWN | QUERY_AND_DROPDOWN | NOT_LIMITED | UNKNOWN */
  @Column('varchar', { name: 'limiting_factor', length: 255, default: 'UNKNOWN' })
  limitingFactor: string;

  @Column('boolean', { name: 'select_as_cta', default: false })
  selectAsCta: boolean;

  @Column('boolean', { name: 'select_as_cta_used', default: false })
  selectAsCtaUsed: boolean;

  /** TABLE | VIEW */
  @Column('varchar', { name: 'ctas_method', length: 16, default: 'TABLE' })
  ctasMethod: string;

  @Column('varchar', { name: 'tmp_table_name', length: 256, nullable: true })
  tmpTableName: string | null;

  @Column('varchar', { name: 'tmp_schema_name', length: 256, nullable: true })
  tmpSchemaName: string | null;

  @Column('boolean', { name: 'run_async', default: false })
  runAsync: boolean;

  /** 0–100. */
  @Column('int', { name: 'progress', default: 0 })
  progress: number;

  @Column('int', { name: 'rows', nullable: true })
  rows: number | null;

  @Column('text', { name: 'error_message', nullable: true })
  errorMessage: string | null;

  @Index('ix_query_results_key')
  @Column('varchar', { name: 'results_key', length: 64, nullable: true })
  resultsKey: string | null;

  /** Epoch milliseconds (fractional), as the protocol's startDttm/endDttm. */
  @Column('double precision', { name: 'start_time', nullable: true })
  startTime: number | null;

  @Column('double precision', { name: 'start_running_time', nullable: true })
  startRunningTime: number | null;

  @Column('double precision', { name: 'end_time', nullable: true })
  endTime: number | null;

  @Column('double precision', { name: 'end_result_backend_time', nullable: true })
  endResultBackendTime: number | null;

  /** Link to the engine's own view of the run (the protocol's `link` / `trackingUrl`). */
  @Column('text', { name: 'tracking_url', nullable: true })
  trackingUrl: string | null;

  @Column('jsonb', { name: 'extra_json', nullable: true })
  extra: QueryExtra | null;

  /** Bumped on every state change: `updated_since` polling reads it. */
  @UpdateDateColumn({ name: 'changed_on', type: 'timestamp', default: UTC_NOW })
  changedOn: Date;
}
