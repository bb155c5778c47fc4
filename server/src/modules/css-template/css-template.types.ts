import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ListArgsType, ListFilterType, PaginatedList } from '../../platform/list-types';
import { UserSummary } from '../security';

/** Search columns of CssTemplateRestApi (REST ref §6.18). */
export enum CssTemplateFilterField {
  TEMPLATE_NAME = 'TEMPLATE_NAME',
  CREATED_BY = 'CREATED_BY',
  CHANGED_BY = 'CHANGED_BY',
}
registerEnumType(CssTemplateFilterField, { name: 'CssTemplateFilterField' });

/** Order columns of CssTemplateRestApi (template_name), plus the times the list shows. */
export enum CssTemplateOrderField {
  TEMPLATE_NAME = 'TEMPLATE_NAME',
  CHANGED_ON = 'CHANGED_ON',
  CREATED_ON = 'CREATED_ON',
}
registerEnumType(CssTemplateOrderField, { name: 'CssTemplateOrderField' });

@ObjectType({ description: 'A reusable CSS snippet dashboards start their CSS from (css_templates).' })
export class CssTemplate {
  @Field(() => Int) id: number;
  @Field(() => String) uuid: string;
  @Field(() => String, { nullable: true }) templateName: string | null;
  @Field(() => String, { nullable: true }) css: string | null;
  @Field(() => Date) createdOn: Date;
  @Field(() => Date) changedOn: Date;
  @Field(() => UserSummary, { nullable: true }) createdBy: UserSummary | null;
  @Field(() => UserSummary, { nullable: true }) changedBy: UserSummary | null;
}

@ObjectType()
export class CssTemplateList extends PaginatedList(CssTemplate) {}

@InputType()
export class CssTemplateFilter extends ListFilterType<CssTemplateFilterField>(CssTemplateFilterField) {}

@ArgsType()
export class CssTemplateListArgs extends ListArgsType<CssTemplateFilter, CssTemplateOrderField>(CssTemplateFilter, CssTemplateOrderField) {}

/** Superset's add/edit columns: template_name and css; an update leaves omitted fields as they are. */
@InputType()
export class CssTemplateInput {
  @Field(() => String, { nullable: true, description: 'At most 250 characters.' }) templateName?: string | null;
  @Field(() => String, { nullable: true }) css?: string | null;
}

@ObjectType()
export class DeleteCssTemplatesPayload {
  @Field(() => Int) count: number;
}

/** Users to filter the list by creator or last editor (related/created_by, related/changed_by). */
export enum CssTemplateRelatedColumn {
  CREATED_BY = 'created_by',
  CHANGED_BY = 'changed_by',
}
registerEnumType(CssTemplateRelatedColumn, { name: 'CssTemplateRelatedColumn' });
