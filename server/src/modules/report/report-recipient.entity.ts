/** Where a report or alert is delivered: e-mail addresses or Slack channels. */
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AuditedEntity } from '../security';
import { ReportSchedule } from './report-schedule.entity';

export interface RecipientConfig {
  target?: string;
  ccTarget?: string;
  bccTarget?: string;
  [key: string]: unknown;
}

@Entity({ name: 'report_recipient' })
export class ReportRecipient extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  /** Email | Slack | SlackV2 */
  @Column('varchar', { name: 'type', length: 50 })
  type: string;

  @Column('jsonb', { name: 'recipient_config_json', default: () => "'{}'" })
  recipientConfigJson: RecipientConfig;

  @Column('int', { name: 'report_schedule_id' })
  reportScheduleId: number;

  @ManyToOne(() => ReportSchedule, (schedule) => schedule.recipients, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'report_schedule_id' })
  reportSchedule?: Relation<ReportSchedule>;
}
