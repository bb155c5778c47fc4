/**
 * Dashboards. `position_json` (the layout tree) and `json_metadata` (native filters, colours, refresh...) stay
 * the JSON text clients send; chart membership is the dashboard_slices link, kept in step with the layout by
 * the dashboard service.
 */
import { Column, Entity, JoinColumn, JoinTable, ManyToMany, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AuditedEntity, Role, User } from '../security';
import { Chart } from '../chart';
import { Theme } from '../theme';
import { UuidColumn } from '../../platform/column-defaults';
import { EmbeddedDashboard } from './embedded-dashboard.entity';

@Entity({ name: 'dashboards' })
export class Dashboard extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @UuidColumn()
  uuid: string;

  @Column('varchar', { name: 'dashboard_title', length: 500, nullable: true })
  dashboardTitle: string | null;

  /** Unique when set; several dashboards may have none. */
  @Column('varchar', { name: 'slug', length: 255, nullable: true, unique: true })
  slug: string | null;

  @Column('text', { name: 'position_json', nullable: true })
  positionJson: string | null;

  @Column('text', { name: 'json_metadata', nullable: true })
  jsonMetadata: string | null;

  @Column('text', { name: 'css', nullable: true })
  css: string | null;

  @Column('text', { name: 'description', nullable: true })
  description: string | null;

  @Column('boolean', { name: 'published', default: false })
  published: boolean;

  @Column('text', { name: 'certified_by', nullable: true })
  certifiedBy: string | null;

  @Column('text', { name: 'certification_details', nullable: true })
  certificationDetails: string | null;

  @Column('boolean', { name: 'is_managed_externally', default: false })
  isManagedExternally: boolean;

  @Column('text', { name: 'external_url', nullable: true })
  externalUrl: string | null;

  @Column('int', { name: 'theme_id', nullable: true })
  themeId: number | null;

  @ManyToOne(() => Theme, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'theme_id' })
  theme?: Relation<Theme> | null;

  @ManyToMany(() => Chart)
  @JoinTable({ name: 'dashboard_slices', joinColumn: { name: 'dashboard_id' }, inverseJoinColumn: { name: 'slice_id' } })
  charts?: Chart[];

  @ManyToMany(() => User)
  @JoinTable({ name: 'dashboard_user', joinColumn: { name: 'dashboard_id' }, inverseJoinColumn: { name: 'user_id' } })
  owners?: User[];

  /** With DASHBOARD_RBAC: the roles that may view the published dashboard. */
  @ManyToMany(() => Role)
  @JoinTable({ name: 'dashboard_roles', joinColumn: { name: 'dashboard_id' }, inverseJoinColumn: { name: 'role_id' } })
  roles?: Role[];

  @OneToMany(() => EmbeddedDashboard, (embedded) => embedded.dashboard)
  embedded?: EmbeddedDashboard[];
}
