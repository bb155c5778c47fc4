/**
 * A dashboard's version history (`dashboard_versions`): what one save left the dashboard as (its content:
 * title, slug, CSS, metadata, layout, published flag, certification), who saved it, when, and what changed
 * in a sentence. Versions count from 1 per dashboard; the newest 50 are kept (dashboard-versions.ts). Owners,
 * roles and tags are not content: who may see or edit a dashboard is not taken back by a restore.
 */
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { UTC_NOW } from '../../platform/column-defaults';
import { User } from '../security';
import { Dashboard } from './dashboard.entity';

@Entity({ name: 'dashboard_versions' })
@Unique('uq_dashboard_versions_number', ['dashboardId', 'versionNumber'])
export class DashboardVersion {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @Column('int', { name: 'dashboard_id' })
  dashboardId: number;

  @ManyToOne(() => Dashboard, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dashboard_id' })
  dashboard?: Relation<Dashboard>;

  /** 1 for the dashboard's first kept save, one more for each save after it. */
  @Column('int', { name: 'version_number' })
  versionNumber: number;

  @Column('timestamp', { name: 'created_on', default: UTC_NOW })
  createdOn: Date;

  @Column('int', { name: 'created_by_fk', nullable: true })
  createdByFk: number | null;

  // A deleted user leaves their versions behind, unattributed.
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_fk' })
  createdBy?: Relation<User> | null;

  /** What this save changed, e.g. "moved 2 charts, added filter Gender". */
  @Column('text', { name: 'summary' })
  summary: string;

  @Column('varchar', { name: 'dashboard_title', length: 500, nullable: true })
  dashboardTitle: string | null;

  @Column('varchar', { name: 'slug', length: 255, nullable: true })
  slug: string | null;

  @Column('text', { name: 'css', nullable: true })
  css: string | null;

  @Column('text', { name: 'json_metadata', nullable: true })
  jsonMetadata: string | null;

  @Column('text', { name: 'position_json', nullable: true })
  positionJson: string | null;

  @Column('boolean', { name: 'published', default: false })
  published: boolean;

  @Column('text', { name: 'certified_by', nullable: true })
  certifiedBy: string | null;

  @Column('text', { name: 'certification_details', nullable: true })
  certificationDetails: string | null;
}
