/**
 * Events of background jobs (feature GLOBAL_ASYNC_QUERIES), per browser channel: what `GET /async_event/`
 * pages through with `last_id`, and what subscriptions push. Stored in PostgreSQL so any app instance can
 * serve any channel; the id is the stream position (bigint, read back as a string).
 */
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UTC_NOW } from '../../platform/column-defaults';
import { User } from '../security';

export type AsyncEventStatus = 'pending' | 'running' | 'done' | 'error';

@Entity({ name: 'async_events' })
@Index('ix_async_events_channel_id', ['channelId', 'id'])
export class AsyncEvent {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'bigint' })
  id: string;

  @Column('varchar', { name: 'channel_id', length: 64 })
  channelId: string;

  @Column('varchar', { name: 'job_id', length: 64 })
  jobId: string;

  @Column('int', { name: 'user_id', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User> | null;

  @Column('varchar', { name: 'status', length: 16 })
  status: AsyncEventStatus;

  /** [{message}] or SIP-40 error objects; empty unless status is 'error'. */
  @Column('jsonb', { name: 'errors', default: () => "'[]'" })
  errors: unknown[];

  @Column('text', { name: 'result_url', nullable: true })
  resultUrl: string | null;

  @CreateDateColumn({ name: 'created_on', type: 'timestamp', default: UTC_NOW })
  createdOn: Date;
}
