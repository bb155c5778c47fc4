import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

/** What can be starred; stored in favstar.class_name as Superset names the classes ('slice', 'Dashboard'). */
export enum FavoriteObjectType {
  CHART = 'CHART',
  DASHBOARD = 'DASHBOARD',
  TAG = 'TAG',
}
registerEnumType(FavoriteObjectType, { name: 'FavoriteObjectType' });

@ObjectType({ description: 'Whether the acting user starred an object.' })
export class FavoriteStatus {
  @Field(() => FavoriteObjectType) objectType: FavoriteObjectType;
  @Field(() => Int) id: number;
  @Field(() => Boolean) value: boolean;
}
