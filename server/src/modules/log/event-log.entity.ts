/**
 * The action log (`logs`): client events posted to /superset/log/ and server-side actions. Recent activity
 * reads it per user, newest first. `json` is the event as posted (text, served back as a string).
 */
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UTC_NOW } from '../../platform/column-defaults';
import { User } from '../security';

@Entity({ name: 'logs' })
@Index('ix_logs_user_id_dttm', ['userId', 'dttm'])
// The admins' list reads newest first and retention deletes by age.
@Index('ix_logs_dttm', ['dttm'])
export class EventLog {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @Column('varchar', { name: 'action', length: 512, nullable: true })
  action: string | null;

  @Column('int', { name: 'user_id', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User> | null;

  @Column('text', { name: 'json', nullable: true })
  json: string | null;

  @CreateDateColumn({ name: 'dttm', type: 'timestamp', default: UTC_NOW })
  dttm: Date;

  // Plain ids, no FK: the log outlives the dashboards and charts it mentions.
  @Column('int', { name: 'dashboard_id', nullable: true })
  dashboardId: number | null;

  @Column('int', { name: 'slice_id', nullable: true })
  sliceId: number | null;

  @Column('int', { name: 'duration_ms', nullable: true })
  durationMs: number | null;

  @Column('varchar', { name: 'referrer', length: 1024, nullable: true })
  referrer: string | null;
}
