/** One execution of a report or alert (`report_execution_log`), pruned after the schedule's log_retention. */
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UuidColumn } from '../../platform/column-defaults';
import { ReportSchedule } from './report-schedule.entity';

@Entity({ name: 'report_execution_log' })
@Index('ix_report_execution_log_schedule_start', ['reportScheduleId', 'startDttm'])
export class ReportExecutionLog {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @UuidColumn()
  uuid: string;

  @Column('timestamp', { name: 'scheduled_dttm' })
  scheduledDttm: Date;

  @Column('timestamp', { name: 'start_dttm', nullable: true })
  startDttm: Date | null;

  @Column('timestamp', { name: 'end_dttm', nullable: true })
  endDttm: Date | null;

  /** The alert query's value. */
  @Column('double precision', { name: 'value', nullable: true })
  value: number | null;

  @Column('jsonb', { name: 'value_row_json', nullable: true })
  valueRowJson: unknown;

  @Column('varchar', { name: 'state', length: 50 })
  state: string;

  @Column('text', { name: 'error_message', nullable: true })
  errorMessage: string | null;

  @Column('int', { name: 'report_schedule_id' })
  reportScheduleId: number;

  @ManyToOne(() => ReportSchedule, (schedule) => schedule.logs, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'report_schedule_id' })
  reportSchedule?: Relation<ReportSchedule>;
}
