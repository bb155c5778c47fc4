/**
 * UI themes (`themes`): a theme configuration as JSON text, assignable to dashboards. System themes are the
 * built-in defaults (one light default and one dark default at most; the theme service enforces that).
 */
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { AuditedEntity } from '../security';
import { UuidColumn } from '../../platform/column-defaults';

@Entity({ name: 'themes' })
export class Theme extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @UuidColumn()
  uuid: string;

  @Column('varchar', { name: 'theme_name', length: 250 })
  themeName: string;

  @Column('text', { name: 'json_data', nullable: true })
  jsonData: string | null;

  @Column('boolean', { name: 'is_system', default: false })
  isSystem: boolean;

  @Column('boolean', { name: 'is_system_default', default: false })
  isSystemDefault: boolean;

  @Column('boolean', { name: 'is_system_dark', default: false })
  isSystemDark: boolean;
}
