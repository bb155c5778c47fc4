/**
 * Charts (Superset's Slice, table `slices`). `params` (form data) and `query_context` stay the JSON text
 * clients send. The datasource is polymorphic (`datasource_type` 'table' for a dataset, 'query' for a SQL Lab
 * query), so `datasource_id` carries no foreign key: joins must also match the type.
 */
import { Column, Entity, Index, JoinColumn, JoinTable, ManyToMany, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AuditedEntity, User } from '../security';
import { UuidColumn } from '../../platform/column-defaults';

@Entity({ name: 'slices' })
@Index('ix_slices_datasource', ['datasourceType', 'datasourceId'])
export class Chart extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @UuidColumn()
  uuid: string;

  @Column('varchar', { name: 'slice_name', length: 250 })
  sliceName: string;

  @Column('int', { name: 'datasource_id', nullable: true })
  datasourceId: number | null;

  /** 'table' (a dataset) or 'query' (a SQL Lab query); the REST API also accepts the aliases of ChartPost. */
  @Column('varchar', { name: 'datasource_type', length: 200, nullable: true })
  datasourceType: string | null;

  /** Denormalised `schema.table` of the datasource, for list search and ordering. */
  @Column('varchar', { name: 'datasource_name', length: 2000, nullable: true })
  datasourceName: string | null;

  @Column('varchar', { name: 'viz_type', length: 250, nullable: true })
  vizType: string | null;

  /** The saved form data, as JSON text. */
  @Column('text', { name: 'params', nullable: true })
  params: string | null;

  /** The query context the chart last produced, as JSON text (reports and thumbnails replay it). */
  @Column('text', { name: 'query_context', nullable: true })
  queryContext: string | null;

  @Column('text', { name: 'description', nullable: true })
  description: string | null;

  @Column('int', { name: 'cache_timeout', nullable: true })
  cacheTimeout: number | null;

  /** Denormalised permission names of the datasource, for visibility filters without a join. */
  @Column('varchar', { name: 'perm', length: 1000, nullable: true })
  perm: string | null;

  @Column('varchar', { name: 'schema_perm', length: 1000, nullable: true })
  schemaPerm: string | null;

  @Column('varchar', { name: 'catalog_perm', length: 1000, nullable: true })
  catalogPerm: string | null;

  @Column('text', { name: 'certified_by', nullable: true })
  certifiedBy: string | null;

  @Column('text', { name: 'certification_details', nullable: true })
  certificationDetails: string | null;

  @Column('boolean', { name: 'is_managed_externally', default: false })
  isManagedExternally: boolean;

  @Column('text', { name: 'external_url', nullable: true })
  externalUrl: string | null;

  /** Set when a person saves the chart (not when a worker refreshes its query context). */
  @Column('timestamp', { name: 'last_saved_at', nullable: true })
  lastSavedAt: Date | null;

  @Column('int', { name: 'last_saved_by_fk', nullable: true })
  lastSavedByFk: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'last_saved_by_fk' })
  lastSavedBy?: Relation<User> | null;

  @ManyToMany(() => User)
  @JoinTable({ name: 'slice_user', joinColumn: { name: 'slice_id' }, inverseJoinColumn: { name: 'user_id' } })
  owners?: User[];
}
