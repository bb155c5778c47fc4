/**
 * SQL Lab editor tabs persisted on the server (feature SQLLAB_BACKEND_PERSISTENCE): `tab_state` per tab and
 * `table_schema` per table opened in a tab's schema browser. Editor-only details (cursor position, split
 * percentages, selected text) travel in `extra_json`.
 */
import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AuditedEntity, User } from '../security';
import { Database } from '../database';
import { SavedQuery } from '../saved-query';
import { Query } from './query.entity';

@Entity({ name: 'tab_state' })
export class TabState extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  /** The tab's owner: other users get 403 on it. */
  @Column('int', { name: 'user_id' })
  userId: number;

  @ManyToOne(() => User, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column('varchar', { name: 'label', length: 256, nullable: true })
  label: string | null;

  /** At most one active tab per user; the service keeps it so. */
  @Column('boolean', { name: 'active', default: false })
  active: boolean;

  @Column('int', { name: 'database_id', nullable: true })
  databaseId: number | null;

  @ManyToOne(() => Database, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'database_id' })
  database?: Relation<Database> | null;

  @Column('varchar', { name: 'catalog', length: 256, nullable: true })
  catalog: string | null;

  @Column('varchar', { name: 'schema', length: 256, nullable: true })
  schema: string | null;

  @Column('text', { name: 'sql', nullable: true })
  sql: string | null;

  @Column('int', { name: 'query_limit', nullable: true })
  queryLimit: number | null;

  /** The client id of the tab's latest run. */
  @Column('varchar', { name: 'latest_query_id', length: 11, nullable: true })
  latestQueryId: string | null;

  @ManyToOne(() => Query, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'latest_query_id', referencedColumnName: 'clientId' })
  latestQuery?: Relation<Query> | null;

  @Column('boolean', { name: 'autorun', default: false })
  autorun: boolean;

  @Column('text', { name: 'template_params', nullable: true })
  templateParams: string | null;

  @Column('boolean', { name: 'hide_left_bar', default: false })
  hideLeftBar: boolean;

  /** The saved query the tab was opened from (`remoteId` on the client). */
  @Column('int', { name: 'saved_query_id', nullable: true })
  savedQueryId: number | null;

  @ManyToOne(() => SavedQuery, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'saved_query_id' })
  savedQuery?: Relation<SavedQuery> | null;

  @Column('text', { name: 'extra_json', nullable: true })
  extraJson: string | null;

  @OneToMany(() => TableSchema, (table) => table.tabState)
  tableSchemas?: TableSchema[];
}

@Entity({ name: 'table_schema' })
export class TableSchema extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @Column('int', { name: 'tab_state_id' })
  tabStateId: number;

  @ManyToOne(() => TabState, (tab) => tab.tableSchemas, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tab_state_id' })
  tabState?: Relation<TabState>;

  @Column('int', { name: 'database_id' })
  databaseId: number;

  @ManyToOne(() => Database, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'database_id' })
  database?: Relation<Database>;

  @Column('varchar', { name: 'catalog', length: 256, nullable: true })
  catalog: string | null;

  @Column('varchar', { name: 'schema', length: 256, nullable: true })
  schema: string | null;

  @Column('varchar', { name: 'table', length: 256 })
  table: string;

  /** JSON text of the table metadata shown (columns, keys, indexes, selectStar). */
  @Column('text', { name: 'description', nullable: true })
  description: string | null;

  @Column('boolean', { name: 'expanded', default: false })
  expanded: boolean;

  @Column('text', { name: 'extra_json', nullable: true })
  extraJson: string | null;
}
