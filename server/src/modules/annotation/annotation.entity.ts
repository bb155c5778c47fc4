/** Native annotation layers and their annotations: time ranges with text, overlaid on time-series charts. */
import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AuditedEntity } from '../security';
import { UuidColumn } from '../../platform/column-defaults';

@Entity({ name: 'annotation_layer' })
@Index('ux_annotation_layer_name', ['name'], { unique: true })
export class AnnotationLayer extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @UuidColumn()
  uuid: string;

  @Column('varchar', { name: 'name', length: 250 })
  name: string;

  @Column('text', { name: 'descr', nullable: true })
  descr: string | null;

  @OneToMany(() => Annotation, (annotation) => annotation.layer)
  annotations?: Annotation[];
}

@Entity({ name: 'annotation' })
@Index('ix_annotation_layer_dttm', ['layerId', 'startDttm', 'endDttm'])
export class Annotation extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @UuidColumn()
  uuid: string;

  @Column('timestamp', { name: 'start_dttm', nullable: true })
  startDttm: Date | null;

  @Column('timestamp', { name: 'end_dttm', nullable: true })
  endDttm: Date | null;

  @Column('int', { name: 'layer_id' })
  layerId: number;

  @ManyToOne(() => AnnotationLayer, (layer) => layer.annotations, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'layer_id' })
  layer?: Relation<AnnotationLayer>;

  @Column('varchar', { name: 'short_descr', length: 500, nullable: true })
  shortDescr: string | null;

  @Column('text', { name: 'long_descr', nullable: true })
  longDescr: string | null;

  /** JSON text, as clients send it. */
  @Column('text', { name: 'json_metadata', nullable: true })
  jsonMetadata: string | null;
}
