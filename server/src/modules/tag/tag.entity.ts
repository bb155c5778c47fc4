/**
 * Tags (feature TAGGING_SYSTEM): custom tags users create, and implicit ones Superset maintains
 * (`type:chart`, `owner:<user id>`, `favorited_by:<user id>`), linked to objects through tagged_object.
 */
import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { AuditedEntity } from '../security';

/** Tag kinds as stored (REST ref §6.9 lists their numeric codes 1–4 in this order). */
export const TAG_TYPES = ['custom', 'type', 'owner', 'favorited_by'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** Object kinds a tag can be attached to, as stored and as named in request bodies. */
export const TAGGED_OBJECT_TYPES = ['query', 'chart', 'dashboard', 'dataset'] as const;
export type TaggedObjectType = (typeof TAGGED_OBJECT_TYPES)[number];

@Entity({ name: 'tag' })
export class Tag extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @Column('varchar', { name: 'name', length: 250, unique: true })
  name: string;

  @Column('varchar', { name: 'type', length: 50, default: 'custom' })
  type: TagType;

  @Column('text', { name: 'description', nullable: true })
  description: string | null;

  @OneToMany(() => TaggedObject, (tagged) => tagged.tag)
  objects?: TaggedObject[];
}

/** The link from a tag to a chart, dashboard, dataset or saved query; object_id is polymorphic, so no FK. */
@Entity({ name: 'tagged_object' })
@Unique('uq_tagged_object', ['tagId', 'objectId', 'objectType'])
@Index('ix_tagged_object_object', ['objectType', 'objectId'])
export class TaggedObject extends AuditedEntity {
  @PrimaryGeneratedColumn('increment', { name: 'id', type: 'int' })
  id: number;

  @Column('int', { name: 'tag_id' })
  tagId: number;

  @ManyToOne(() => Tag, (tag) => tag.objects, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tag_id' })
  tag?: Relation<Tag>;

  @Column('int', { name: 'object_id' })
  objectId: number;

  @Column('varchar', { name: 'object_type', length: 50 })
  objectType: TaggedObjectType;
}
