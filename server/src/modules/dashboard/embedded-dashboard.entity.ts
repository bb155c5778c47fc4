/**
 * Embedding configuration of a dashboard (feature EMBEDDED_SUPERSET). Its uuid is the public handle guest
 * tokens and `/embedded/<uuid>` use, so it is the primary key, as in Superset. One per dashboard.
 */
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AuditedEntity } from '../security';
import { Dashboard } from './dashboard.entity';

@Entity({ name: 'embedded_dashboards' })
export class EmbeddedDashboard extends AuditedEntity {
  @PrimaryGeneratedColumn('uuid', { name: 'uuid' })
  uuid: string;

  @Column('int', { name: 'dashboard_id', unique: true })
  dashboardId: number;

  @ManyToOne(() => Dashboard, (dashboard) => dashboard.embedded, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dashboard_id' })
  dashboard?: Relation<Dashboard>;

  /** Origins allowed to frame the dashboard; empty means any. */
  @Column('jsonb', { name: 'allowed_domains', default: () => "'[]'" })
  allowedDomains: string[];
}
