/** A dataset column (table_columns): physical, or calculated from `expression`. */
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { AuditedEntity } from '../security';
import { UuidColumn } from '../../platform/column-defaults';
import { Dataset } from './dataset.entity';

@Entity({ name: 'table_columns' })
@Unique('uq_table_columns_table_column_name', ['datasetId', 'columnName'])
export class DatasetColumn extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @UuidColumn()
  uuid: string;

  @Column('int', { name: 'table_id' })
  datasetId: number;

  @ManyToOne(() => Dataset, (dataset) => dataset.columns, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'table_id' })
  dataset?: Relation<Dataset>;

  @Column('varchar', { name: 'column_name', length: 255 })
  columnName: string;

  @Column('varchar', { name: 'verbose_name', length: 1024, nullable: true })
  verboseName: string | null;

  @Column('boolean', { name: 'is_active', default: true })
  isActive: boolean;

  /** The database type as text, e.g. "VARCHAR(255)"; generic type codes are derived from it. */
  @Column('text', { name: 'type', nullable: true })
  type: string | null;

  @Column('varchar', { name: 'advanced_data_type', length: 255, nullable: true })
  advancedDataType: string | null;

  @Column('boolean', { name: 'groupby', default: true })
  groupby: boolean;

  @Column('boolean', { name: 'filterable', default: true })
  filterable: boolean;

  @Column('text', { name: 'description', nullable: true })
  description: string | null;

  @Column('boolean', { name: 'is_dttm', default: false })
  isDttm: boolean;

  /** SQL for a calculated column; null for physical ones. */
  @Column('text', { name: 'expression', nullable: true })
  expression: string | null;

  @Column('varchar', { name: 'python_date_format', length: 255, nullable: true })
  pythonDateFormat: string | null;

  /** JSON text: certification, warning_markdown, ... */
  @Column('text', { name: 'extra', nullable: true })
  extra: string | null;
}
