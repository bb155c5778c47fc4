/**
 * The key-value store (`key_value`): permalinks of explore, dashboard and SQL Lab state, stored permanently,
 * and other small state entries that may expire. The public key is an encoding of `id` (or the uuid); the
 * value is structured JSON the product owns.
 */
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { AuditedEntity } from '../security';
import { UuidColumn } from '../../platform/column-defaults';

/** Resource names as Superset stores them. */
export const KEY_VALUE_RESOURCES = ['app', 'dashboard_permalink', 'explore_permalink', 'sqllab_permalink', 'metastore_cache', 'lock'] as const;
export type KeyValueResource = (typeof KEY_VALUE_RESOURCES)[number];

@Entity({ name: 'key_value' })
@Index('ix_key_value_expires_on', ['expiresOn'])
export class KeyValue extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @UuidColumn()
  uuid: string;

  @Column('varchar', { name: 'resource', length: 32 })
  resource: KeyValueResource;

  @Column('jsonb', { name: 'value' })
  value: unknown;

  /** Null for entries that never expire (permalinks). */
  @Column('timestamp', { name: 'expires_on', nullable: true })
  expiresOn: Date | null;
}
