/** An SSH tunnel through which a database is reached (feature SSH_TUNNELING). Every credential is ciphertext. */
import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AuditedEntity } from '../security';
import { UuidColumn } from '../../platform/column-defaults';
import { Database } from './database.entity';

@Entity({ name: 'ssh_tunnels' })
export class SshTunnel extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @UuidColumn()
  uuid: string;

  @Column('int', { name: 'database_id' })
  databaseId: number;

  @OneToOne(() => Database, (database) => database.sshTunnel, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'database_id' })
  database?: Relation<Database>;

  @Column('varchar', { name: 'server_address', length: 256 })
  serverAddress: string;

  @Column('int', { name: 'server_port' })
  serverPort: number;

  @Column('text', { name: 'username', nullable: true })
  username: string | null;

  @Column('text', { name: 'password', nullable: true })
  password: string | null;

  @Column('text', { name: 'private_key', nullable: true })
  privateKey: string | null;

  @Column('text', { name: 'private_key_password', nullable: true })
  privateKeyPassword: string | null;

  @Column('text', { name: 'extra_json', nullable: true })
  extraJson: string | null;
}
