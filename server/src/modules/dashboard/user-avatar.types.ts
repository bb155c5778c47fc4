import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: "What a user's avatar shows." })
export class UserAvatar {
  @Field(() => String, { nullable: true, description: 'The stored picture URL.' }) url: string | null;
  @Field(() => String, { nullable: true, description: 'Initials to draw when there is no picture; null when avatars are off.' }) initials: string | null;
}
