import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { RelatedListArgs } from '../../platform/related-args';

import { GraphQLJSON } from '../../platform/scalars';
import type { DatabaseMetadataService } from './database-metadata.service';
import type { DatabaseService } from './database.service';
import { AvailableEngine, Database, DatabaseConnectionInput, DatabaseListArgs, DatabaseInput, DatabaseList, DatabaseRelatedObjects, DatabaseRelatedUserList, DatabaseTableList, DatabaseTestConnectionPayload, DatabaseValidationPayload, DeleteDatabasePayload, TableMetadata } from './database.types';

@Resolver(() => Database)
export class DatabaseResolver {
  constructor(
    private readonly databaseService: DatabaseService,
    private readonly metadata: DatabaseMetadataService,
  ) {}

  @Query(() => DatabaseList, { description: 'Databases the caller has data access in.' })
  databases(
    @Ctx() ctx: RequestContext,
    @Args(() => DatabaseListArgs) args: DatabaseListArgs,
  ): Promise<DatabaseList> {
    return this.databaseService.list(ctx, args);
  }

  @Query(() => Database, { nullable: true })
  database(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<Database | null> {
    return this.databaseService.get(ctx, id);
  }

  @Query(() => Database, { nullable: true, description: 'A database with its (masked) connection details, for editing it; needs can_write on Database.' })
  databaseConnection(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<Database | null> {
    return this.databaseService.getForEdit(ctx, id);
  }

  @Query(() => DatabaseRelatedUserList, { description: 'Users to filter databases by creator or editor (related/created_by, related/changed_by).' })
  databaseRelatedUsers(
    @Ctx() ctx: RequestContext,
    @Args(() => RelatedListArgs) args: RelatedListArgs,
  ): Promise<DatabaseRelatedUserList> {
    return this.databaseService.relatedUsers(ctx, args);
  }

  @Query(() => DatabaseRelatedObjects)
  databaseRelatedObjects(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<DatabaseRelatedObjects> {
    return this.databaseService.relatedObjects(ctx, id);
  }

  @Query(() => [AvailableEngine], { description: 'Engines a database can be connected with; preferred first.' })
  availableEngines(@Ctx() ctx: RequestContext): AvailableEngine[] {
    return this.databaseService.availableEngines(ctx);
  }

  @Query(() => [String], { description: 'Catalogs the caller may browse, sorted ([] where the engine has none).' })
  databaseCatalogs(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('force', () => Boolean, { nullable: true, description: 'Bypass the metadata cache.' }) force: boolean | null,
  ): Promise<string[]> {
    return this.metadata.catalogs(ctx, id, { force });
  }

  @Query(() => [String], { description: 'Names of the functions SQL on this database can call, sorted (for autocompletion).' })
  databaseFunctionNames(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('force', () => Boolean, { nullable: true, description: 'Bypass the metadata cache.' }) force: boolean | null,
  ): Promise<string[]> {
    return this.metadata.functionNames(ctx, id, { force });
  }

  @Query(() => [String], { description: 'Schemas the caller may browse, sorted.' })
  databaseSchemas(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('catalog', () => String, { nullable: true }) catalog: string | null,
    @Arg('force', () => Boolean, { nullable: true }) force: boolean | null,
    @Arg('uploadAllowed', () => Boolean, { nullable: true, description: 'Only schemas files may be uploaded to.' }) uploadAllowed: boolean | null,
  ): Promise<string[]> {
    return this.metadata.schemas(ctx, id, { catalog, force, uploadAllowed });
  }

  @Query(() => DatabaseTableList, { description: 'Tables and views of a schema the caller may browse, sorted by name.' })
  databaseTables(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('schema', () => String) schema: string,
    @Arg('catalog', () => String, { nullable: true }) catalog: string | null,
    @Arg('force', () => Boolean, { nullable: true }) force: boolean | null,
    @Arg('page', () => Int, { defaultValue: 0 }) page: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: null, description: 'null: every table.' }) pageSize: number | null,
  ): Promise<DatabaseTableList> {
    return this.metadata.tables(ctx, id, { schema, catalog, force, page, pageSize });
  }

  @Query(() => TableMetadata, { description: 'Columns, keys, indexes and comment of a table or view.' })
  tableMetadata(
    @Ctx() ctx: RequestContext,
    @Arg('databaseId', () => Int) databaseId: number,
    @Arg('table', () => String) table: string,
    @Arg('schema', () => String, { nullable: true }) schema: string | null,
    @Arg('catalog', () => String, { nullable: true }) catalog: string | null,
  ): Promise<TableMetadata> {
    return this.metadata.tableMetadata(ctx, databaseId, { table, schema, catalog });
  }

  @Query(() => GraphQLJSON, { description: 'Engine-specific table metadata (partitions, clustering, ...).' })
  tableMetadataExtra(
    @Ctx() ctx: RequestContext,
    @Arg('databaseId', () => Int) databaseId: number,
    @Arg('table', () => String) table: string,
    @Arg('schema', () => String, { nullable: true }) schema: string | null,
    @Arg('catalog', () => String, { nullable: true }) catalog: string | null,
  ): Promise<Record<string, unknown>> {
    return this.metadata.tableMetadataExtra(ctx, databaseId, { table, schema, catalog });
  }

  @Query(() => String, { description: 'SELECT * of a table, limited to 100 rows.' })
  selectStar(
    @Ctx() ctx: RequestContext,
    @Arg('databaseId', () => Int) databaseId: number,
    @Arg('table', () => String) table: string,
    @Arg('schema', () => String, { nullable: true }) schema: string | null,
    @Arg('catalog', () => String, { nullable: true }) catalog: string | null,
  ): Promise<string> {
    return this.metadata.selectStar(ctx, databaseId, { table, schema, catalog });
  }

  @Mutation(() => Database)
  createDatabase(@Ctx() ctx: RequestContext, @Arg('input', () => DatabaseInput) input: DatabaseInput): Promise<Database> {
    return this.databaseService.create(ctx, input);
  }

  @Mutation(() => Database)
  updateDatabase(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input', () => DatabaseInput) input: DatabaseInput): Promise<Database> {
    return this.databaseService.update(ctx, id, input);
  }

  @Mutation(() => DeleteDatabasePayload)
  async deleteDatabase(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<DeleteDatabasePayload> {
    await this.databaseService.delete(ctx, id);
    return { id };
  }

  @Mutation(() => Boolean, { description: "Creates the database's missing permission pairs (database, schemas, datasets); needs can_write on Database." })
  async syncDatabasePermissions(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    await this.databaseService.syncPermissions(ctx, id);
    return true;
  }

  @Mutation(() => DatabaseTestConnectionPayload, { description: "Opens the described connection: 'OK', or the engine's typed error." })
  testDatabaseConnection(@Ctx() ctx: RequestContext, @Arg('input', () => DatabaseConnectionInput) input: DatabaseConnectionInput): Promise<DatabaseTestConnectionPayload> {
    return this.databaseService.testConnection(ctx, input);
  }

  @Mutation(() => DatabaseValidationPayload, { description: "Checks a form-configured connection's parameters, then connects." })
  async validateDatabaseParameters(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => DatabaseConnectionInput) input: DatabaseConnectionInput,
  ): Promise<DatabaseValidationPayload> {
    return { errors: await this.databaseService.validateParameters(ctx, input) };
  }
}
