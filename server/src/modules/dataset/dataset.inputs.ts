/**
 * Mutation inputs (Superset's DatasetPostSchema / DatasetPutSchema / DatasetColumnsPutSchema /
 * DatasetMetricsPutSchema, camel-cased). An omitted field stays undefined: updates are partial.
 */
import { Field, InputType, Int } from 'type-graphql';
import { GraphQLJSON } from '../../platform/scalars';

@InputType()
export class CreateDatasetInput {
  @Field(() => Int) databaseId: number;
  @Field(() => String) tableName: string;
  @Field(() => String, { nullable: true }) catalog?: string | null;
  @Field(() => String, { nullable: true }) schema?: string | null;
  @Field(() => String, { nullable: true, description: 'A SELECT: the dataset is virtual.' }) sql?: string | null;
  @Field(() => [Int], { nullable: true, description: 'Owner ids; without them the creator is the sole owner.' }) owners?: number[] | null;
  @Field(() => Boolean, { nullable: true }) isManagedExternally?: boolean | null;
  @Field(() => String, { nullable: true }) externalUrl?: string | null;
  @Field(() => Boolean, { nullable: true }) normalizeColumns?: boolean | null;
  @Field(() => Boolean, { nullable: true }) alwaysFilterMainDttm?: boolean | null;
  @Field(() => String, { nullable: true }) templateParams?: string | null;
  @Field(() => String, { nullable: true }) uuid?: string | null;
}

@InputType()
export class DatasetColumnInput {
  @Field(() => Int, { nullable: true, description: 'An existing column; omit it for a new one.' }) id?: number | null;
  @Field(() => String) columnName: string;
  @Field(() => String, { nullable: true }) type?: string | null;
  @Field(() => String, { nullable: true }) advancedDataType?: string | null;
  @Field(() => String, { nullable: true }) verboseName?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) expression?: string | null;
  @Field(() => GraphQLJSON, { nullable: true }) extra?: unknown;
  @Field(() => Boolean, { nullable: true }) filterable?: boolean | null;
  @Field(() => Boolean, { nullable: true }) groupby?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isDttm?: boolean | null;
  @Field(() => String, { nullable: true }) pythonDateFormat?: string | null;
  @Field(() => String, { nullable: true }) uuid?: string | null;
}

@InputType()
export class DatasetMetricInput {
  @Field(() => Int, { nullable: true, description: 'An existing metric; omit it for a new one.' }) id?: number | null;
  @Field(() => String) metricName: string;
  @Field(() => String) expression: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => GraphQLJSON, { nullable: true, description: 'certification {certified_by, details}, warning_markdown' }) extra?: unknown;
  @Field(() => String, { nullable: true }) metricType?: string | null;
  @Field(() => String, { nullable: true }) d3format?: string | null;
  @Field(() => GraphQLJSON, { nullable: true, description: '{symbol, symbolPosition}' }) currency?: unknown;
  @Field(() => String, { nullable: true }) verboseName?: string | null;
  @Field(() => String, { nullable: true }) warningText?: string | null;
  @Field(() => String, { nullable: true }) uuid?: string | null;
}

@InputType()
export class UpdateDatasetInput {
  @Field(() => String, { nullable: true }) tableName?: string | null;
  @Field(() => Int, { nullable: true }) databaseId?: number | null;
  @Field(() => String, { nullable: true }) sql?: string | null;
  @Field(() => Boolean, { nullable: true }) filterSelectEnabled?: boolean | null;
  @Field(() => String, { nullable: true }) fetchValuesPredicate?: string | null;
  @Field(() => String, { nullable: true }) catalog?: string | null;
  @Field(() => String, { nullable: true }) schema?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) mainDttmCol?: string | null;
  @Field(() => Boolean, { nullable: true }) normalizeColumns?: boolean | null;
  @Field(() => Boolean, { nullable: true }) alwaysFilterMainDttm?: boolean | null;
  @Field(() => Int, { nullable: true }) offset?: number | null;
  @Field(() => String, { nullable: true }) defaultEndpoint?: string | null;
  @Field(() => Int, { nullable: true, description: 'Seconds; null falls back to the database (REST sends "" for null).' })
  cacheTimeout?: number | null;
  @Field(() => Boolean, { nullable: true }) isSqllabView?: boolean | null;
  @Field(() => String, { nullable: true }) templateParams?: string | null;
  @Field(() => [Int], { nullable: true }) owners?: number[] | null;
  @Field(() => [DatasetColumnInput], { nullable: true, description: 'Listed columns are upserted by id; unlisted ones are deleted.' })
  columns?: DatasetColumnInput[] | null;
  @Field(() => [DatasetMetricInput], { nullable: true, description: 'Listed metrics are upserted by id; unlisted ones are deleted.' })
  metrics?: DatasetMetricInput[] | null;
  @Field(() => GraphQLJSON, { nullable: true }) folders?: unknown;
  @Field(() => GraphQLJSON, { nullable: true, description: 'An object: certification {certified_by, details}, warning_markdown, ...' })
  extra?: unknown;
  @Field(() => Boolean, { nullable: true }) isManagedExternally?: boolean | null;
  @Field(() => String, { nullable: true }) externalUrl?: string | null;
  @Field(() => String, { nullable: true }) uuid?: string | null;
}

@InputType()
export class DuplicateDatasetInput {
  @Field(() => Int, { description: 'The virtual dataset to copy.' }) baseModelId: number;
  @Field(() => String) tableName: string;
}

@InputType()
export class GetOrCreateDatasetInput {
  @Field(() => String) tableName: string;
  @Field(() => Int) databaseId: number;
  @Field(() => String, { nullable: true }) catalog?: string | null;
  @Field(() => String, { nullable: true }) schema?: string | null;
  @Field(() => String, { nullable: true }) templateParams?: string | null;
  @Field(() => Boolean, { nullable: true }) alwaysFilterMainDttm?: boolean | null;
  @Field(() => Boolean, { nullable: true }) normalizeColumns?: boolean | null;
}
