/**
 * Datasets (Superset's SqlaTable, table `tables`): a physical table, or a virtual one defined by `sql`, on a
 * database; with its columns, metrics and owners. JSON-ish fields (params, template_params, extra) stay the text
 * clients send; `folders` is structured data the product owns.
 */
import { Column, Entity, Index, JoinColumn, JoinTable, ManyToMany, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AuditedEntity, User } from '../security';
import { Database } from '../database';
import { UuidColumn } from '../../platform/column-defaults';
import { DatasetColumn } from './dataset-column.entity';
import { SqlMetric } from './sql-metric.entity';

/**
 * One dataset per (database, catalog, schema, table name). Created by the migration with NULLS NOT DISTINCT
 * (PostgreSQL 15+), which TypeORM cannot express: a null schema or catalog must still collide.
 */
export const DATASET_NAME_UNIQUE_INDEX = 'uq_tables_database_catalog_schema_table';

@Entity({ name: 'tables' })
@Index(DATASET_NAME_UNIQUE_INDEX, { synchronize: false })
export class Dataset extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @UuidColumn()
  uuid: string;

  @Column('varchar', { name: 'table_name', length: 250 })
  tableName: string;

  @Column('int', { name: 'database_id' })
  databaseId: number;

  // No cascade: a database with datasets cannot be deleted ("Cannot delete a database that has datasets attached").
  @ManyToOne(() => Database, { nullable: false })
  @JoinColumn({ name: 'database_id' })
  database?: Relation<Database>;

  @Column('varchar', { name: 'catalog', length: 256, nullable: true })
  catalog: string | null;

  @Column('varchar', { name: 'schema', length: 255, nullable: true })
  schema: string | null;

  /** Present for virtual datasets: the SELECT that defines them. */
  @Column('text', { name: 'sql', nullable: true })
  sql: string | null;

  @Column('varchar', { name: 'main_dttm_col', length: 250, nullable: true })
  mainDttmCol: string | null;

  @Column('text', { name: 'description', nullable: true })
  description: string | null;

  @Column('text', { name: 'default_endpoint', nullable: true })
  defaultEndpoint: string | null;

  @Column('boolean', { name: 'is_featured', default: false })
  isFeatured: boolean;

  @Column('boolean', { name: 'filter_select_enabled', default: true })
  filterSelectEnabled: boolean;

  /** Hours added to the dataset's temporal values. */
  @Column('int', { name: 'offset', default: 0 })
  offset: number;

  @Column('int', { name: 'cache_timeout', nullable: true })
  cacheTimeout: number | null;

  @Column('text', { name: 'params', nullable: true })
  params: string | null;

  /** Denormalised object-level permission names (`[db].[table](id:N)`, `[db].[schema]`, `[db].[catalog]`). */
  @Column('varchar', { name: 'perm', length: 1000, nullable: true })
  perm: string | null;

  @Column('varchar', { name: 'schema_perm', length: 1000, nullable: true })
  schemaPerm: string | null;

  @Column('varchar', { name: 'catalog_perm', length: 1000, nullable: true })
  catalogPerm: string | null;

  @Column('boolean', { name: 'is_managed_externally', default: false })
  isManagedExternally: boolean;

  @Column('text', { name: 'external_url', nullable: true })
  externalUrl: string | null;

  @Column('text', { name: 'fetch_values_predicate', nullable: true })
  fetchValuesPredicate: string | null;

  @Column('boolean', { name: 'is_sqllab_view', default: false })
  isSqllabView: boolean;

  @Column('text', { name: 'template_params', nullable: true })
  templateParams: string | null;

  /** JSON text: certification {certified_by, details}, warning_markdown, ... */
  @Column('text', { name: 'extra', nullable: true })
  extra: string | null;

  @Column('boolean', { name: 'normalize_columns', default: false })
  normalizeColumns: boolean;

  @Column('boolean', { name: 'always_filter_main_dttm', default: false })
  alwaysFilterMainDttm: boolean;

  /** Folder tree grouping columns and metrics in the editor (feature DATASET_FOLDERS). */
  @Column('jsonb', { name: 'folders', nullable: true })
  folders: unknown[] | null;

  @ManyToMany(() => User)
  @JoinTable({ name: 'sqlatable_user', joinColumn: { name: 'table_id' }, inverseJoinColumn: { name: 'user_id' } })
  owners?: User[];

  @OneToMany(() => DatasetColumn, (column) => column.dataset)
  columns?: DatasetColumn[];

  @OneToMany(() => SqlMetric, (metric) => metric.dataset)
  metrics?: SqlMetric[];
}
