/** Favourites ("stars", table `favstar`): a user starring a chart, dashboard, tag, ... */
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { UTC_NOW } from '../../platform/column-defaults';
import { User } from '../security';

/** class_name values as Superset stores them (charts are 'slice'). */
export const FAVORITE_CLASS_NAMES = { chart: 'slice', dashboard: 'Dashboard', tag: 'tag' } as const;

@Entity({ name: 'favstar' })
@Unique('uq_favstar_user_class_obj', ['userId', 'className', 'objId'])
@Index('ix_favstar_class_obj', ['className', 'objId'])
export class Favorite {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @Column('int', { name: 'user_id' })
  userId: number;

  @ManyToOne(() => User, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column('varchar', { name: 'class_name', length: 50 })
  className: string;

  /** Id of the starred object; polymorphic, so no FK (services remove stars with their object). */
  @Column('int', { name: 'obj_id' })
  objId: number;

  @CreateDateColumn({ name: 'dttm', type: 'timestamp', default: UTC_NOW })
  dttm: Date;
}
