/**
 * Per-user settings Superset keeps beside ab_user: the welcome (home) dashboard and an avatar URL. Owned by the
 * dashboard module, since it points at a dashboard (security sits below dashboards).
 */
import { Column, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AuditedEntity, User } from '../security';
import { Dashboard } from './dashboard.entity';

@Entity({ name: 'user_attribute' })
export class UserAttribute extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @Column('int', { name: 'user_id' })
  userId: number;

  @OneToOne(() => User, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column('int', { name: 'welcome_dashboard_id', nullable: true })
  welcomeDashboardId: number | null;

  @ManyToOne(() => Dashboard, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'welcome_dashboard_id' })
  welcomeDashboard?: Relation<Dashboard> | null;

  @Column('varchar', { name: 'avatar_url', length: 1024, nullable: true })
  avatarUrl: string | null;
}
