/** Roles (ab_role): named sets of permission/view pairs that users hold directly or through groups. */
import { Column, Entity, JoinTable, ManyToMany, PrimaryGeneratedColumn } from 'typeorm';
import { Group } from './group.entity';
import { PermissionView } from './permission.entity';
import { User } from './user.entity';

@Entity({ name: 'ab_role' })
export class Role {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @Column('varchar', { name: 'name', length: 64, unique: true })
  name: string;

  @ManyToMany(() => PermissionView, (pv) => pv.roles)
  @JoinTable({
    name: 'ab_permission_view_role',
    joinColumn: { name: 'role_id' },
    inverseJoinColumn: { name: 'permission_view_id' },
  })
  permissions?: PermissionView[];

  @ManyToMany(() => User, (user) => user.roles)
  users?: User[];

  @ManyToMany(() => Group, (group) => group.roles)
  groups?: Group[];
}
