/** Reusable CSS snippets offered in the dashboard properties editor (`css_templates`). */
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { AuditedEntity } from '../security';
import { UuidColumn } from '../../platform/column-defaults';

@Entity({ name: 'css_templates' })
export class CssTemplate extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @UuidColumn()
  uuid: string;

  @Column('varchar', { name: 'template_name', length: 250, nullable: true })
  templateName: string | null;

  @Column('text', { name: 'css', nullable: true })
  css: string | null;
}
