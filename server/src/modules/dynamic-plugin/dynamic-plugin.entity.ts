/** Chart plugins loaded at run time from a bundle URL (feature DYNAMIC_PLUGINS), keyed by viz type. */
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { AuditedEntity } from '../security';

@Entity({ name: 'dynamic_plugin' })
export class DynamicPlugin extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @Column('text', { name: 'name', unique: true })
  name: string;

  /** The viz_type charts use to select the plugin. */
  @Column('text', { name: 'key', unique: true })
  key: string;

  @Column('text', { name: 'bundle_url', unique: true })
  bundleUrl: string;
}
