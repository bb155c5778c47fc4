/**
 * Users (Flask-AppBuilder's ab_user). Keeps its own audit columns instead of extending AuditedEntity:
 * the base class imports this file, and a class cannot extend one that is still being loaded.
 */
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { UTC_NOW } from '../../platform/column-defaults';
import { Group } from './group.entity';
import { Role } from './role.entity';

@Entity({ name: 'ab_user' })
export class User {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @Column('varchar', { name: 'first_name', length: 64 })
  firstName: string;

  @Column('varchar', { name: 'last_name', length: 64 })
  lastName: string;

  @Column('varchar', { name: 'username', length: 100, unique: true })
  username: string;

  /** The password hash (argon2/bcrypt), never the password; null for users that log in elsewhere. */
  @Column('varchar', { name: 'password', length: 256, nullable: true })
  passwordHash: string | null;

  @Column('boolean', { name: 'active', default: true })
  active: boolean;

  @Column('varchar', { name: 'email', length: 320, unique: true })
  email: string;

  @Column('timestamp', { name: 'last_login', nullable: true })
  lastLogin: Date | null;

  @Column('int', { name: 'login_count', default: 0 })
  loginCount: number;

  @Column('int', { name: 'fail_login_count', default: 0 })
  failLoginCount: number;

  @CreateDateColumn({ name: 'created_on', type: 'timestamp', default: UTC_NOW })
  createdOn: Date;

  @UpdateDateColumn({ name: 'changed_on', type: 'timestamp', default: UTC_NOW })
  changedOn: Date;

  @Column('int', { name: 'created_by_fk', nullable: true })
  createdByFk: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_fk' })
  createdBy?: Relation<User> | null;

  @Column('int', { name: 'changed_by_fk', nullable: true })
  changedByFk: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'changed_by_fk' })
  changedBy?: Relation<User> | null;

  @ManyToMany(() => Role, (role) => role.users)
  @JoinTable({ name: 'ab_user_role', joinColumn: { name: 'user_id' }, inverseJoinColumn: { name: 'role_id' } })
  roles?: Role[];

  @ManyToMany(() => Group, (group) => group.users)
  @JoinTable({ name: 'ab_user_group', joinColumn: { name: 'user_id' }, inverseJoinColumn: { name: 'group_id' } })
  groups?: Group[];
}
