/**
 * Alerts and reports (`report_schedule`, REST ref §6.10): a cron schedule sending a chart or dashboard to
 * recipients (reports), or evaluating SQL against a database and notifying when a validator trips (alerts).
 * Their JSON settings are product-owned structures, so they are jsonb.
 */
import { Column, Entity, JoinColumn, JoinTable, ManyToMany, ManyToOne, OneToMany, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { AuditedEntity, User } from '../security';
import { Chart } from '../chart';
import { Dashboard } from '../dashboard';
import { Database } from '../database';
import { UuidColumn } from '../../platform/column-defaults';
import { ReportExecutionLog } from './report-execution-log.entity';
import { ReportRecipient } from './report-recipient.entity';

export interface ValidatorConfig {
  op?: '<' | '<=' | '>' | '>=' | '==' | '!=';
  threshold?: number;
}

@Entity({ name: 'report_schedule' })
@Unique('uq_report_schedule_name_type', ['name', 'type'])
export class ReportSchedule extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @UuidColumn()
  uuid: string;

  /** 'Report' | 'Alert' */
  @Column('varchar', { name: 'type', length: 50 })
  type: string;

  @Column('varchar', { name: 'name', length: 150 })
  name: string;

  @Column('text', { name: 'description', nullable: true })
  description: string | null;

  @Column('text', { name: 'context_markdown', nullable: true })
  contextMarkdown: string | null;

  @Column('boolean', { name: 'active', default: true })
  active: boolean;

  @Column('varchar', { name: 'crontab', length: 1000 })
  crontab: string;

  /** 'charts' | 'dashboards' | 'alerts_reports' */
  @Column('varchar', { name: 'creation_method', length: 255, default: 'alerts_reports' })
  creationMethod: string;

  @Column('varchar', { name: 'timezone', length: 100, default: 'UTC' })
  timezone: string;

  /** PNG | PDF | CSV | TEXT */
  @Column('varchar', { name: 'report_format', length: 50, default: 'PNG' })
  reportFormat: string;

  /** The alert's query. */
  @Column('text', { name: 'sql', nullable: true })
  sql: string | null;

  // No cascade on the targets: deleting a chart, dashboard or database used by a report is refused
  // ("There are associated alerts or reports").
  @Column('int', { name: 'chart_id', nullable: true })
  chartId: number | null;

  @ManyToOne(() => Chart, { nullable: true })
  @JoinColumn({ name: 'chart_id' })
  chart?: Relation<Chart> | null;

  @Column('int', { name: 'dashboard_id', nullable: true })
  dashboardId: number | null;

  @ManyToOne(() => Dashboard, { nullable: true })
  @JoinColumn({ name: 'dashboard_id' })
  dashboard?: Relation<Dashboard> | null;

  @Column('int', { name: 'database_id', nullable: true })
  databaseId: number | null;

  @ManyToOne(() => Database, { nullable: true })
  @JoinColumn({ name: 'database_id' })
  database?: Relation<Database> | null;

  @Column('timestamp', { name: 'last_eval_dttm', nullable: true })
  lastEvalDttm: Date | null;

  /** Success | Working | Error | Not triggered | On Grace */
  @Column('varchar', { name: 'last_state', length: 50, default: 'Not triggered' })
  lastState: string;

  @Column('double precision', { name: 'last_value', nullable: true })
  lastValue: number | null;

  @Column('jsonb', { name: 'last_value_row_json', nullable: true })
  lastValueRowJson: unknown;

  /** 'not null' | 'operator' */
  @Column('varchar', { name: 'validator_type', length: 100, nullable: true })
  validatorType: string | null;

  @Column('jsonb', { name: 'validator_config_json', nullable: true })
  validatorConfigJson: ValidatorConfig | null;

  /** Days of execution logs to keep. */
  @Column('int', { name: 'log_retention', default: 90 })
  logRetention: number;

  /** Seconds after an alert fires during which it does not fire again. */
  @Column('int', { name: 'grace_period', default: 14400 })
  gracePeriod: number;

  /** Seconds after which a run still working is marked failed. */
  @Column('int', { name: 'working_timeout', default: 3600 })
  workingTimeout: number;

  @Column('boolean', { name: 'force_screenshot', default: false })
  forceScreenshot: boolean;

  @Column('int', { name: 'custom_width', nullable: true })
  customWidth: number | null;

  @Column('int', { name: 'custom_height', nullable: true })
  customHeight: number | null;

  @Column('varchar', { name: 'email_subject', length: 255, nullable: true })
  emailSubject: string | null;

  /** e.g. {dashboard: {anchor, activeTabs, dataMask}} */
  @Column('jsonb', { name: 'extra_json', nullable: true })
  extra: Record<string, unknown> | null;

  @ManyToMany(() => User)
  @JoinTable({ name: 'report_schedule_user', joinColumn: { name: 'report_schedule_id' }, inverseJoinColumn: { name: 'user_id' } })
  owners?: User[];

  @OneToMany(() => ReportRecipient, (recipient) => recipient.reportSchedule)
  recipients?: ReportRecipient[];

  @OneToMany(() => ReportExecutionLog, (log) => log.reportSchedule)
  logs?: ReportExecutionLog[];
}
