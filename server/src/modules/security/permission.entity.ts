/**
 * The permission model (REST ref §8.1): a permission name (can_read), a view-menu (Chart, or an object such as
 * `[examples].(id:1)`), and the pair of both that roles are granted.
 */
import { Column, Entity, JoinColumn, ManyToMany, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { Role } from './role.entity';

@Entity({ name: 'ab_permission' })
export class Permission {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @Column('varchar', { name: 'name', length: 100, unique: true })
  name: string;
}

@Entity({ name: 'ab_view_menu' })
export class ViewMenu {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  /** Long enough for object-level names like `[database].[catalog].[schema]` built from 250-character parts. */
  @Column('varchar', { name: 'name', length: 1000, unique: true })
  name: string;
}

@Entity({ name: 'ab_permission_view' })
@Unique('uq_ab_permission_view_pair', ['permission', 'viewMenu'])
export class PermissionView {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @Column('int', { name: 'permission_id' })
  permissionId: number;

  @ManyToOne(() => Permission, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'permission_id' })
  permission?: Relation<Permission>;

  @Column('int', { name: 'view_menu_id' })
  viewMenuId: number;

  @ManyToOne(() => ViewMenu, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'view_menu_id' })
  viewMenu?: Relation<ViewMenu>;

  @ManyToMany(() => Role, (role) => role.permissions)
  roles?: Role[];
}
