import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ListArgsType, ListFilterType, PaginatedList } from '../../platform/list-types';
import { JsonTextField } from '../../platform/json-text';
import { GraphQLJSON } from '../../platform/scalars';
import { UserSummary } from '../security';

export enum DatabaseFilterField {
  ID = 'ID',
  UUID = 'UUID',
  DATABASE_NAME = 'DATABASE_NAME',
  EXPOSE_IN_SQLLAB = 'EXPOSE_IN_SQLLAB',
  ALLOW_FILE_UPLOAD = 'ALLOW_FILE_UPLOAD',
  ALLOW_DML = 'ALLOW_DML',
  ALLOW_RUN_ASYNC = 'ALLOW_RUN_ASYNC',
  CREATED_BY = 'CREATED_BY',
  CHANGED_BY = 'CHANGED_BY',
}
registerEnumType(DatabaseFilterField, { name: 'DatabaseFilterField' });

export enum DatabaseOrderField {
  DATABASE_NAME = 'DATABASE_NAME',
  ALLOW_FILE_UPLOAD = 'ALLOW_FILE_UPLOAD',
  ALLOW_DML = 'ALLOW_DML',
  ALLOW_RUN_ASYNC = 'ALLOW_RUN_ASYNC',
  EXPOSE_IN_SQLLAB = 'EXPOSE_IN_SQLLAB',
  CHANGED_ON = 'CHANGED_ON',
  CREATED_ON = 'CREATED_ON',
  CREATED_BY_FIRST_NAME = 'CREATED_BY_FIRST_NAME',
}
registerEnumType(DatabaseOrderField, { name: 'DatabaseOrderField' });

@ObjectType({ description: "What the engine behind a database can do (Superset's engine_information)." })
export class EngineInformation {
  @Field(() => Boolean) supportsFileUpload: boolean;
  @Field(() => Boolean) disableSshTunneling: boolean;
  @Field(() => Boolean) supportsDynamicCatalog: boolean;
  @Field(() => Boolean) supportsOauth2: boolean;
}

@ObjectType()
export class DatabaseAbilities {
  @Field(() => Boolean) canEdit: boolean;
  @Field(() => Boolean) canDelete: boolean;
  @Field(() => Boolean, { description: 'Test the connection, validate parameters and read the masked URI.' }) canConnect: boolean;
}

/** A database connection as the API shows it: secrets are always masked. */
@ObjectType()
export class Database {
  @Field(() => Int) id: number;
  @Field(() => String) uuid: string;
  @Field(() => String) databaseName: string;
  @Field(() => String, { description: "The engine key of the URI's scheme, e.g. 'postgresql', 'duckdb'." }) backend: string;
  @Field(() => String, { nullable: true }) driver: string | null;
  @Field(() => String) configurationMethod: string;
  @Field(() => Int, { nullable: true }) cacheTimeout: number | null;
  @Field(() => Boolean) exposeInSqllab: boolean;
  @Field(() => Boolean) allowRunAsync: boolean;
  @Field(() => Boolean) allowCtas: boolean;
  @Field(() => Boolean) allowCvas: boolean;
  @Field(() => Boolean) allowDml: boolean;
  @Field(() => Boolean) allowFileUpload: boolean;
  @Field(() => Boolean) allowMultiCatalog: boolean;
  @Field(() => Boolean) disableDataPreview: boolean;
  @Field(() => Boolean) disableDrillToDetail: boolean;
  @Field(() => Boolean) allowsCostEstimate: boolean;
  @Field(() => Boolean) allowsSubquery: boolean;
  @Field(() => Boolean) allowsVirtualTableExplore: boolean;
  @Field(() => Int, { nullable: true }) exploreDatabaseId: number | null;
  @Field(() => String, { nullable: true }) forceCtasSchema: string | null;
  @Field(() => Boolean) impersonateUser: boolean;
  @Field(() => GraphQLJSON, { description: 'The `extra` settings (metadata_params, engine_params, metadata_cache_timeout, ...).' })
  extra: Record<string, unknown>;
  @JsonTextField('extra') extraText: string | null;
  @Field(() => Boolean) isManagedExternally: boolean;
  @Field(() => String, { nullable: true }) externalUrl: string | null;
  @Field(() => EngineInformation) engineInformation: EngineInformation;
  @Field(() => String, { nullable: true, description: 'The URI with its password masked; null unless the caller may edit connections.' })
  sqlalchemyUri: string | null;
  @Field(() => GraphQLJSON, { nullable: true, description: "The connection form's fields read from the URI (password masked); null unless the caller may edit connections or the engine has no form." })
  parameters: Record<string, unknown> | null;
  @Field(() => GraphQLJSON, { nullable: true, description: "JSON Schema of the engine's connection form, when it has one." })
  parametersSchema: Record<string, unknown> | null;
  @Field(() => String, { nullable: true, description: 'encrypted_extra as JSON text with every value masked; null unless the caller may edit connections.' })
  maskedEncryptedExtra: string | null;
  @Field(() => String, { nullable: true, description: 'PEM certificate; null unless the caller may edit connections.' }) serverCert: string | null;
  @Field(() => UserSummary, { nullable: true }) createdBy: UserSummary | null;
  @Field(() => UserSummary, { nullable: true }) changedBy: UserSummary | null;
  @Field(() => Date) createdOn: Date;
  @Field(() => Date) changedOn: Date;
  @Field(() => DatabaseAbilities) abilities: DatabaseAbilities;
}

@ObjectType()
export class DatabaseList extends PaginatedList(Database) {}

@InputType()
export class DatabaseFilter extends ListFilterType<DatabaseFilterField>(DatabaseFilterField) {}

@ArgsType()
export class DatabaseListArgs extends ListArgsType<DatabaseFilter, DatabaseOrderField>(DatabaseFilter, DatabaseOrderField, { allPages: 'null: every database.' }) {}

/** The connection settings shared by create, update, test and validate. */
// Both inputs below inherit these fields; the base type itself is referenced by no operation.
@InputType('DatabaseConnectionSettings')
abstract class ConnectionSettingsInput {
  @Field(() => String, { nullable: true, description: 'SQLAlchemy URI; a password equal to the mask keeps the stored one.' })
  sqlalchemyUri?: string | null;
  @Field(() => String, { nullable: true, description: "Engine key, with `parameters` (configurationMethod 'dynamic_form')." })
  engine?: string | null;
  @Field(() => String, { nullable: true }) driver?: string | null;
  @Field(() => GraphQLJSON, { nullable: true, description: "The connection form's fields (host, port, username, password, database, query, encryption)." })
  parameters?: Record<string, unknown> | null;
  @Field(() => String, { nullable: true, description: "'sqlalchemy_form' or 'dynamic_form'." }) configurationMethod?: string | null;
  @Field(() => GraphQLJSON, { nullable: true, description: 'JSON object, or its text.' }) extra?: unknown;
  @Field(() => GraphQLJSON, { nullable: true, description: 'encrypted_extra as a JSON object or text; masked values keep the stored ones.' })
  maskedEncryptedExtra?: unknown;
  @Field(() => String, { nullable: true }) serverCert?: string | null;
  @Field(() => Boolean, { nullable: true }) impersonateUser?: boolean | null;
}

/** Settings to test or validate, possibly of an existing database whose stored secrets stand in for masked ones. */
@InputType()
export class DatabaseConnectionInput extends ConnectionSettingsInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => String, { nullable: true, description: 'Also finds the existing database for masked secrets (as Superset does).' })
  databaseName?: string | null;
  @Field(() => String, { nullable: true, description: 'validate_parameters: the catalog to check.' }) catalog?: string | null;
}

@InputType()
export class DatabaseInput extends ConnectionSettingsInput {
  @Field(() => String, { nullable: true, description: 'Required on create.' }) databaseName?: string | null;
  @Field(() => Int, { nullable: true }) cacheTimeout?: number | null;
  @Field(() => Boolean, { nullable: true }) exposeInSqllab?: boolean | null;
  @Field(() => Boolean, { nullable: true }) allowRunAsync?: boolean | null;
  @Field(() => Boolean, { nullable: true }) allowCtas?: boolean | null;
  @Field(() => Boolean, { nullable: true }) allowCvas?: boolean | null;
  @Field(() => Boolean, { nullable: true }) allowDml?: boolean | null;
  @Field(() => Boolean, { nullable: true }) allowFileUpload?: boolean | null;
  @Field(() => Boolean, { nullable: true }) allowMultiCatalog?: boolean | null;
  @Field(() => Boolean, { nullable: true }) disableDataPreview?: boolean | null;
  @Field(() => String, { nullable: true }) forceCtasSchema?: string | null;
  @Field(() => Boolean, { nullable: true }) isManagedExternally?: boolean | null;
  @Field(() => String, { nullable: true }) externalUrl?: string | null;
  @Field(() => String, { nullable: true }) uuid?: string | null;
}

@ObjectType()
export class DatabaseTestConnectionPayload {
  @Field(() => String, { description: "'OK'; failures are errors typed by the engine (CONNECTION_*_ERROR, ...)." }) message: string;
}

/** One finding of validate_parameters, in Superset's SupersetError shape. */
@ObjectType()
export class DatabaseValidationError {
  @Field(() => String) message: string;
  @Field(() => String) errorType: string;
  @Field(() => String) level: string;
  @Field(() => GraphQLJSON, { description: '`invalid`: [field], `missing`: [field], ...' }) extra: Record<string, unknown>;
}

@ObjectType()
export class DatabaseValidationPayload {
  @Field(() => [DatabaseValidationError], { description: 'Empty when the parameters are valid and the database answers.' })
  errors: DatabaseValidationError[];
}

@ObjectType()
export class DeleteDatabasePayload {
  @Field(() => Int) id: number;
}

@ObjectType({ description: "An engine a database can be connected with (Superset's /database/available/)." })
export class AvailableEngine {
  @Field(() => String) name: string;
  @Field(() => String) engine: string;
  @Field(() => [String]) availableDrivers: string[];
  @Field(() => String, { nullable: true }) defaultDriver: string | null;
  @Field(() => String) sqlalchemyUriPlaceholder: string;
  @Field(() => Boolean) preferred: boolean;
  @Field(() => EngineInformation) engineInformation: EngineInformation;
  @Field(() => Boolean) supportsOauth2: boolean;
  @Field(() => GraphQLJSON, { nullable: true, description: 'JSON Schema of the connection form; null for URI-only engines.' })
  parameters: Record<string, unknown> | null;
  @Field(() => [String], { description: 'Form fields validate_parameters requires.' }) requiredParameters: string[];
  @Field(() => Int, { nullable: true }) defaultPort: number | null;
  @Field(() => Boolean, { description: "Reads files of the server's file system (refused to non-admins when PREVENT_UNSAFE_DB_CONNECTIONS is on)." })
  opensLocalFiles: boolean;
}

@ObjectType()
export class DatabaseTable {
  @Field(() => String) value: string;
  @Field(() => String, { description: "'table' or 'view'" }) type: string;
}

@ObjectType()
export class DatabaseTableList extends PaginatedList(DatabaseTable) {}

@ObjectType()
export class TableMetadataColumn {
  @Field(() => String) name: string;
  @Field(() => String, { description: 'Native type without arguments: VARCHAR(255) -> VARCHAR.' }) type: string;
  @Field(() => String, { description: 'The full native type.' }) longType: string;
  @Field(() => String) genericType: string;
  @Field(() => Boolean) isDttm: boolean;
  @Field(() => Boolean) nullable: boolean;
  @Field(() => String, { nullable: true }) comment: string | null;
  @Field(() => String, { nullable: true }) default: string | null;
}

@ObjectType()
export class TablePrimaryKey {
  @Field(() => String, { nullable: true }) name: string | null;
  @Field(() => [String]) columns: string[];
}

@ObjectType()
export class TableForeignKey {
  @Field(() => String, { nullable: true }) name: string | null;
  @Field(() => [String]) columns: string[];
  @Field(() => String, { nullable: true }) referredSchema: string | null;
  @Field(() => String) referredTable: string;
  @Field(() => [String]) referredColumns: string[];
}

@ObjectType()
export class TableIndex {
  @Field(() => String) name: string;
  @Field(() => [String]) columns: string[];
  @Field(() => Boolean) unique: boolean;
}

@ObjectType()
export class TableMetadata {
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) schema: string | null;
  @Field(() => String, { nullable: true }) catalog: string | null;
  @Field(() => String, { description: "'table' or 'view'" }) type: string;
  @Field(() => [TableMetadataColumn]) columns: TableMetadataColumn[];
  @Field(() => TablePrimaryKey, { nullable: true }) primaryKey: TablePrimaryKey | null;
  @Field(() => [TableForeignKey]) foreignKeys: TableForeignKey[];
  @Field(() => [TableIndex]) indexes: TableIndex[];
  @Field(() => String, { nullable: true }) comment: string | null;
  @Field(() => String, { description: 'SELECT of every column, limited to 100 rows.' }) selectStar: string;
}

@ObjectType({ description: 'One user a database list can be filtered by (FAB related): value is the id, text "First Last".' })
export class DatabaseRelatedUser {
  @Field(() => Int) value: number;
  @Field(() => String) text: string;
}

@ObjectType()
export class DatabaseRelatedUserList extends PaginatedList(DatabaseRelatedUser) {}

/** A chart using a database or dataset, as related_objects lists it (the chart module fills these in). */
@ObjectType()
export class RelatedChart {
  @Field(() => Int) id: number;
  @Field(() => String) sliceName: string;
  @Field(() => String, { nullable: true }) vizType: string | null;
}

/** A dashboard showing such a chart (the dashboard module fills these in). */
@ObjectType()
export class RelatedDashboard {
  @Field(() => Int) id: number;
  @Field(() => String) title: string;
  @Field(() => String, { nullable: true }) slug: string | null;
  @Field(() => GraphQLJSON, { nullable: true }) jsonMetadata: unknown;
  @JsonTextField('jsonMetadata') jsonMetadataText: string | null;
}

@ObjectType()
export class RelatedTabState {
  @Field(() => Int) id: number;
  @Field(() => String, { nullable: true }) label: string | null;
  @Field(() => Boolean) active: boolean;
}

@ObjectType({ description: 'What uses a database: charts on its datasets, their dashboards and SQL Lab tabs pointed at it.' })
export class DatabaseRelatedObjects {
  @Field(() => [RelatedChart]) charts: RelatedChart[];
  @Field(() => [RelatedDashboard]) dashboards: RelatedDashboard[];
  @Field(() => [RelatedTabState]) sqllabTabStates: RelatedTabState[];
}
