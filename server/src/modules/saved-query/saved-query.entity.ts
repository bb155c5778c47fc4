/** Saved queries of SQL Lab (saved_query): visible to their creator only (REST ref §6.6). */
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AuditedEntity, User } from '../security';
import { Database } from '../database';
import { UuidColumn } from '../../platform/column-defaults';

@Entity({ name: 'saved_query' })
export class SavedQuery extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @UuidColumn()
  uuid: string;

  /** The owner; the visibility filter is on this user. */
  @Column('int', { name: 'user_id', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User> | null;

  @Column('int', { name: 'db_id' })
  dbId: number;

  @ManyToOne(() => Database, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'db_id' })
  database?: Relation<Database>;

  @Column('varchar', { name: 'catalog', length: 256, nullable: true })
  catalog: string | null;

  @Column('varchar', { name: 'schema', length: 256, nullable: true })
  schema: string | null;

  @Column('varchar', { name: 'label', length: 256, nullable: true })
  label: string | null;

  @Column('text', { name: 'description', nullable: true })
  description: string | null;

  @Column('text', { name: 'sql', nullable: true })
  sql: string | null;

  /** JSON text of Jinja template parameters. */
  @Column('text', { name: 'template_parameters', nullable: true })
  templateParameters: string | null;

  @Column('text', { name: 'extra_json', nullable: true })
  extraJson: string | null;

  @Column('timestamp', { name: 'last_run', nullable: true })
  lastRun: Date | null;

  @Column('int', { name: 'rows', nullable: true })
  rows: number | null;
}
