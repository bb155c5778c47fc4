import { Field, InputType, Int, ObjectType } from 'type-graphql';

/** SQL Lab editor state a permalink captures (Superset's SqlLabPermalinkSchema). */
@InputType()
export class SqlLabPermalinkInput {
  @Field(() => Int) dbId: number;
  @Field(() => String, { description: 'The tab name.' }) name: string;
  @Field(() => String) sql: string;
  @Field(() => String, { nullable: true }) catalog?: string | null;
  @Field(() => String, { nullable: true }) schema?: string | null;
  @Field(() => String, { nullable: true, description: 'Template parameters as JSON text, as the editor keeps them.' }) templateParams?: string | null;
  @Field(() => Boolean, { nullable: true }) autorun?: boolean | null;
}

@ObjectType()
export class SqlLabPermalinkState {
  @Field(() => Int) dbId: number;
  @Field(() => String) name: string;
  @Field(() => String) sql: string;
  @Field(() => String, { nullable: true }) catalog: string | null;
  @Field(() => String, { nullable: true }) schema: string | null;
  @Field(() => String, { nullable: true }) templateParams: string | null;
  @Field(() => Boolean, { nullable: true }) autorun: boolean | null;
}

@ObjectType()
export class SqlLabPermalink {
  @Field(() => String) key: string;
  @Field(() => String, { description: 'The app path that opens the state: /sqllab/p/<key>/.' }) url: string;
  @Field(() => SqlLabPermalinkState) state: SqlLabPermalinkState;
}
