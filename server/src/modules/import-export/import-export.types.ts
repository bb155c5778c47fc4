/** The GraphQL shapes of bundle export and import. */
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from '../../platform/scalars';
import { BundleResource } from './bundle-kind';

@InputType({ description: 'A bundle to import (REST ref §7.5); secrets are keyed by the database file they belong to.' })
export class ImportBundleInput {
  @Field(() => BundleResource, { description: 'The importing resource: only its objects honour `overwrite`.' }) resource: BundleResource;
  @Field(() => String, { description: "The ZIP bundle (or, for dashboards, Superset's legacy JSON export), base64-encoded." }) base64: string;
  @Field(() => String, { nullable: true, description: 'The uploaded file name: the key of a legacy export\'s messages.' }) filename?: string | null;
  @Field(() => Boolean, { defaultValue: false }) overwrite: boolean;
  @Field(() => GraphQLJSON, { nullable: true, description: '{"databases/examples.yaml": "password"}' }) passwords?: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) sshTunnelPasswords?: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) sshTunnelPrivateKeys?: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) sshTunnelPrivateKeyPasswords?: unknown;
}

@ObjectType({ description: 'What an import wrote: objects created and replaced (related objects kept as they were are not counted).' })
export class ImportBundlePayload {
  @Field(() => Int) created: number;
  @Field(() => Int) updated: number;
}
