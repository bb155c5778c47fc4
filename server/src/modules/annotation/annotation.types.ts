import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ListArgsType, ListFilterType, PaginatedList } from '../../platform/list-types';
import { UserSummary } from '../security';

/** Search columns of AnnotationLayerRestApi (REST ref §6): the name (all-text search) and the audit users. */
export enum AnnotationLayerFilterField {
  NAME = 'NAME',
  CREATED_BY = 'CREATED_BY',
  CHANGED_BY = 'CHANGED_BY',
}
registerEnumType(AnnotationLayerFilterField, { name: 'AnnotationLayerFilterField' });

/** Order columns of AnnotationLayerRestApi. */
export enum AnnotationLayerOrderField {
  NAME = 'NAME',
  DESCR = 'DESCR',
  CREATED_BY_FIRST_NAME = 'CREATED_BY_FIRST_NAME',
  CHANGED_BY_FIRST_NAME = 'CHANGED_BY_FIRST_NAME',
  CHANGED_ON = 'CHANGED_ON',
  CREATED_ON = 'CREATED_ON',
}
registerEnumType(AnnotationLayerOrderField, { name: 'AnnotationLayerOrderField' });

/** Search columns of AnnotationRestApi: the short description (all-text search). */
export enum AnnotationFilterField {
  SHORT_DESCR = 'SHORT_DESCR',
}
registerEnumType(AnnotationFilterField, { name: 'AnnotationFilterField' });

/** Order columns of AnnotationRestApi. */
export enum AnnotationOrderField {
  SHORT_DESCR = 'SHORT_DESCR',
  LONG_DESCR = 'LONG_DESCR',
  START_DTTM = 'START_DTTM',
  END_DTTM = 'END_DTTM',
  CREATED_BY_FIRST_NAME = 'CREATED_BY_FIRST_NAME',
  CHANGED_BY_FIRST_NAME = 'CHANGED_BY_FIRST_NAME',
  CHANGED_ON = 'CHANGED_ON',
}
registerEnumType(AnnotationOrderField, { name: 'AnnotationOrderField' });

@ObjectType({ description: 'What the caller may do to annotation layers and annotations (can_write on Annotation).' })
export class AnnotationAbilities {
  @Field(() => Boolean) canEdit: boolean;
  @Field(() => Boolean) canDelete: boolean;
}

@ObjectType({ description: 'A native annotation layer: a named set of annotations charts can overlay (annotation_layer).' })
export class AnnotationLayer {
  @Field(() => Int) id: number;
  @Field(() => String) uuid: string;
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) descr: string | null;
  @Field(() => Date) createdOn: Date;
  @Field(() => Date) changedOn: Date;
  @Field(() => UserSummary, { nullable: true }) createdBy: UserSummary | null;
  @Field(() => UserSummary, { nullable: true }) changedBy: UserSummary | null;
  @Field(() => AnnotationAbilities) abilities: AnnotationAbilities;
}

@ObjectType({ description: 'One annotation of a layer: a moment (start = end) or an interval, with text.' })
export class Annotation {
  @Field(() => Int) id: number;
  @Field(() => Int) layerId: number;
  @Field(() => String) layerName: string;
  @Field(() => String, { nullable: true }) shortDescr: string | null;
  @Field(() => String, { nullable: true }) longDescr: string | null;
  @Field(() => Date, { nullable: true }) startDttm: Date | null;
  @Field(() => Date, { nullable: true }) endDttm: Date | null;
  @Field(() => String, { nullable: true, description: 'JSON text, as it was sent.' }) jsonMetadata: string | null;
  @Field(() => Date) createdOn: Date;
  @Field(() => Date) changedOn: Date;
  @Field(() => UserSummary, { nullable: true }) createdBy: UserSummary | null;
  @Field(() => UserSummary, { nullable: true }) changedBy: UserSummary | null;
  @Field(() => AnnotationAbilities) abilities: AnnotationAbilities;
}

@ObjectType()
export class AnnotationLayerList extends PaginatedList(AnnotationLayer) {}

@ObjectType()
export class AnnotationList extends PaginatedList(Annotation) {}

@InputType()
export class AnnotationLayerFilter extends ListFilterType<AnnotationLayerFilterField>(AnnotationLayerFilterField) {}

@InputType()
export class AnnotationFilter extends ListFilterType<AnnotationFilterField>(AnnotationFilterField) {}

@ArgsType()
export class AnnotationLayerListArgs extends ListArgsType<AnnotationLayerFilter, AnnotationLayerOrderField>(AnnotationLayerFilter, AnnotationLayerOrderField) {}

@ArgsType()
export class AnnotationListArgs extends ListArgsType<AnnotationFilter, AnnotationOrderField>(AnnotationFilter, AnnotationOrderField) {}

/** Superset's layer add/edit columns; on create the name is required, on update omitted fields stay. */
@InputType()
export class AnnotationLayerInput {
  @Field(() => String, { nullable: true, description: '1 to 250 characters, unique among layers.' }) name?: string | null;
  @Field(() => String, { nullable: true }) descr?: string | null;
}

/** Superset's annotation add/edit columns; on create short description, start and end are required. */
@InputType()
export class AnnotationInput {
  @Field(() => String, { nullable: true, description: '1 to 500 characters, unique within the layer.' }) shortDescr?: string | null;
  @Field(() => String, { nullable: true }) longDescr?: string | null;
  @Field(() => Date, { nullable: true }) startDttm?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Not before startDttm.' }) endDttm?: Date | null;
  @Field(() => String, { nullable: true, description: 'JSON text.' }) jsonMetadata?: string | null;
}

@ObjectType()
export class DeleteAnnotationsPayload {
  @Field(() => Int) count: number;
}

/** Users to filter the layer list by creator or last editor (related/created_by, related/changed_by). */
export enum AnnotationLayerRelatedColumn {
  CREATED_BY = 'created_by',
  CHANGED_BY = 'changed_by',
}
registerEnumType(AnnotationLayerRelatedColumn, { name: 'AnnotationLayerRelatedColumn' });
