/** A saved metric of a dataset (sql_metrics): a named SQL aggregate expression. */
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { AuditedEntity } from '../security';
import { UuidColumn } from '../../platform/column-defaults';
import { Dataset } from './dataset.entity';

@Entity({ name: 'sql_metrics' })
@Unique('uq_sql_metrics_table_metric_name', ['datasetId', 'metricName'])
export class SqlMetric extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @UuidColumn()
  uuid: string;

  @Column('int', { name: 'table_id' })
  datasetId: number;

  @ManyToOne(() => Dataset, (dataset) => dataset.metrics, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'table_id' })
  dataset?: Relation<Dataset>;

  @Column('varchar', { name: 'metric_name', length: 255 })
  metricName: string;

  @Column('varchar', { name: 'verbose_name', length: 1024, nullable: true })
  verboseName: string | null;

  @Column('varchar', { name: 'metric_type', length: 32, nullable: true })
  metricType: string | null;

  @Column('text', { name: 'description', nullable: true })
  description: string | null;

  @Column('text', { name: 'expression' })
  expression: string;

  @Column('varchar', { name: 'd3format', length: 128, nullable: true })
  d3format: string | null;

  /** {symbol, symbolPosition} — an object in the REST API, so structured here. */
  @Column('jsonb', { name: 'currency', nullable: true })
  currency: { symbol?: string; symbolPosition?: string } | null;

  @Column('text', { name: 'warning_text', nullable: true })
  warningText: string | null;

  /** JSON text: certification, warning_markdown, ... */
  @Column('text', { name: 'extra', nullable: true })
  extra: string | null;
}
