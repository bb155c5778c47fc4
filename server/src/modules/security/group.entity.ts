/** Groups (ab_group): users inherit the roles of the groups they belong to (FAB 4.5+ security API). */
import { Column, Entity, JoinTable, ManyToMany, PrimaryGeneratedColumn } from 'typeorm';
import { Role } from './role.entity';
import { User } from './user.entity';

@Entity({ name: 'ab_group' })
export class Group {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @Column('varchar', { name: 'name', length: 100, unique: true })
  name: string;

  @Column('varchar', { name: 'label', length: 150, nullable: true })
  label: string | null;

  @Column('varchar', { name: 'description', length: 512, nullable: true })
  description: string | null;

  @ManyToMany(() => Role, (role) => role.groups)
  @JoinTable({ name: 'ab_group_role', joinColumn: { name: 'group_id' }, inverseJoinColumn: { name: 'role_id' } })
  roles?: Role[];

  @ManyToMany(() => User, (user) => user.groups)
  users?: User[];
}
