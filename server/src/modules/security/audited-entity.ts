/**
 * Columns many metadata tables share, named as Superset names them so the REST gateway and raw SQL in
 * services read the same schema Superset users know. They point at `ab_user`, so they live here and every
 * module's entities take them from security's index.
 *
 * Timestamps are `timestamp without time zone` holding UTC (Superset serialises them naive). Inserts get a
 * UTC default from the database itself; updates made through TypeORM stamp `CURRENT_TIMESTAMP`, which is only
 * UTC when the session time zone is UTC — the data source must run its sessions in UTC.
 */
import { Column, CreateDateColumn, JoinColumn, ManyToOne, UpdateDateColumn, type Relation } from 'typeorm';
import { UTC_NOW } from '../../platform/column-defaults';
import { User } from './user.entity';

/** Superset's AuditMixin: when a row was created/changed and by whom. */
export abstract class AuditedEntity {
  @CreateDateColumn({ name: 'created_on', type: 'timestamp', default: UTC_NOW })
  createdOn: Date;

  @UpdateDateColumn({ name: 'changed_on', type: 'timestamp', default: UTC_NOW })
  changedOn: Date;

  /** Raw FK next to the relation, so services can stamp the actor's id without loading the user. */
  @Column('int', { name: 'created_by_fk', nullable: true })
  createdByFk: number | null;

  // A deleted user leaves the rows they touched behind, unattributed.
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_fk' })
  createdBy?: Relation<User> | null;

  @Column('int', { name: 'changed_by_fk', nullable: true })
  changedByFk: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'changed_by_fk' })
  changedBy?: Relation<User> | null;
}
