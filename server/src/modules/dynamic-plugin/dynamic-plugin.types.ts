import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('DynamicPlugin', { description: 'A chart plugin loaded at run time from a bundle URL, keyed by viz type.' })
export class DynamicPluginType {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => String, { description: 'The viz_type charts use to select the plugin.' }) key: string;
  @Field(() => String) bundleUrl: string;
}
