/**
 * Connections to analytics databases (Superset's `dbs`). Secrets never sit in plain text: `sqlalchemy_uri`
 * holds the URI with its password removed or masked, and the password, `encrypted_extra`, `server_cert` hold
 * ciphertext written with platform/secrets.ts (SECRET_KEY). `extra` stays the JSON text clients send.
 */
import { Column, Entity, OneToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AuditedEntity } from '../security';
import { UuidColumn } from '../../platform/column-defaults';
import { SshTunnel } from './ssh-tunnel.entity';

@Entity({ name: 'dbs' })
export class Database extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @UuidColumn()
  uuid: string;

  @Column('varchar', { name: 'database_name', length: 250, unique: true })
  databaseName: string;

  /** SQLAlchemy-style URI without the real password (REST ref §6.5 "Password masking"). */
  @Column('varchar', { name: 'sqlalchemy_uri', length: 1024 })
  sqlalchemyUri: string;

  /** Ciphertext of the URI's password, or null when the URI has none. */
  @Column('text', { name: 'password', nullable: true })
  password: string | null;

  /** 'sqlalchemy_form' | 'dynamic_form': how the connection form was filled. */
  @Column('varchar', { name: 'configuration_method', length: 255, default: 'sqlalchemy_form' })
  configurationMethod: string;

  @Column('int', { name: 'cache_timeout', nullable: true })
  cacheTimeout: number | null;

  @Column('boolean', { name: 'expose_in_sqllab', default: true })
  exposeInSqllab: boolean;

  @Column('boolean', { name: 'allow_run_async', default: false })
  allowRunAsync: boolean;

  @Column('boolean', { name: 'allow_ctas', default: false })
  allowCtas: boolean;

  @Column('boolean', { name: 'allow_cvas', default: false })
  allowCvas: boolean;

  @Column('boolean', { name: 'allow_dml', default: false })
  allowDml: boolean;

  /** Exported under its legacy name `allow_csv_upload` (REST ref §7.3). */
  @Column('boolean', { name: 'allow_file_upload', default: false })
  allowFileUpload: boolean;

  /**
   * Superset keeps this flag and disable_data_preview inside `extra`; they are columns here so SQL Lab and the
   * database list can filter on them. The database service keeps them and the `extra` keys in step.
   */
  @Column('boolean', { name: 'allow_multi_catalog', default: false })
  allowMultiCatalog: boolean;

  @Column('boolean', { name: 'disable_data_preview', default: false })
  disableDataPreview: boolean;

  @Column('varchar', { name: 'force_ctas_schema', length: 250, nullable: true })
  forceCtasSchema: string | null;

  @Column('boolean', { name: 'impersonate_user', default: false })
  impersonateUser: boolean;

  /** JSON text: metadata_params, engine_params, metadata_cache_timeout, schemas_allowed_for_file_upload, ... */
  @Column('text', { name: 'extra', nullable: true })
  extra: string | null;

  /** Ciphertext of the JSON text of engine secrets (service-account keys and the like). */
  @Column('text', { name: 'encrypted_extra', nullable: true })
  encryptedExtra: string | null;

  /** Ciphertext of a PEM certificate for TLS to the database. */
  @Column('text', { name: 'server_cert', nullable: true })
  serverCert: string | null;

  @Column('boolean', { name: 'is_managed_externally', default: false })
  isManagedExternally: boolean;

  @Column('text', { name: 'external_url', nullable: true })
  externalUrl: string | null;

  @OneToOne(() => SshTunnel, (tunnel) => tunnel.database)
  sshTunnel?: Relation<SshTunnel> | null;
}
