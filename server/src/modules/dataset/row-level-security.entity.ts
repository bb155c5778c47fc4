/**
 * Row-level security filters (REST ref §6.18): a SQL clause the semantic layer ANDs into queries on the linked
 * datasets. "Regular" filters apply to members of the linked roles; "Base" filters apply to everyone except them.
 * Filters sharing a group_key are OR-ed together. Owned by the dataset module (as Superset keeps it beside
 * SqlaTable), since it points at datasets.
 */
import { Column, Entity, JoinTable, ManyToMany, PrimaryGeneratedColumn } from 'typeorm';
import { AuditedEntity, Role } from '../security';
import { Dataset } from './dataset.entity';

@Entity({ name: 'row_level_security_filters' })
export class RowLevelSecurityFilter extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @Column('varchar', { name: 'name', length: 255, unique: true })
  name: string;

  @Column('text', { name: 'description', nullable: true })
  description: string | null;

  /** 'Regular' | 'Base' */
  @Column('varchar', { name: 'filter_type', length: 255, default: 'Regular' })
  filterType: string;

  @Column('varchar', { name: 'group_key', length: 255, nullable: true })
  groupKey: string | null;

  @Column('text', { name: 'clause' })
  clause: string;

  @ManyToMany(() => Role)
  @JoinTable({ name: 'rls_filter_roles', joinColumn: { name: 'rls_filter_id' }, inverseJoinColumn: { name: 'role_id' } })
  roles?: Role[];

  @ManyToMany(() => Dataset)
  @JoinTable({ name: 'rls_filter_tables', joinColumn: { name: 'rls_filter_id' }, inverseJoinColumn: { name: 'table_id' } })
  tables?: Dataset[];
}
