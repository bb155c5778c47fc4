import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from '../../platform/scalars';
import { SqlLabQuery } from './query.types';

@ObjectType()
export class CursorPosition {
  @Field(() => Int) row: number;
  @Field(() => Int) column: number;
}

@InputType()
export class CursorPositionInput {
  @Field(() => Int) row: number;
  @Field(() => Int) column: number;
}

@ObjectType({ description: 'A table opened in a tab’s schema browser (table_schema).' })
export class SqlLabTableSchema {
  @Field(() => Int) id: number;
  @Field(() => Int) tabId: number;
  @Field(() => Int) databaseId: number;
  @Field(() => String, { nullable: true }) catalog: string | null;
  @Field(() => String, { nullable: true }) schema: string | null;
  @Field(() => String) table: string;
  @Field(() => Boolean) expanded: boolean;
  @Field(() => GraphQLJSON, { nullable: true, description: 'The table metadata the editor showed (columns, keys, indexes, selectStar).' })
  description: unknown;
}

@ObjectType({ description: 'A SQL Lab editor tab persisted on the server (tab_state).' })
export class SqlLabTab {
  @Field(() => Int) id: number;
  @Field(() => String, { nullable: true, description: 'The tab name.' }) label: string | null;
  @Field(() => Boolean) active: boolean;
  @Field(() => Int, { nullable: true }) databaseId: number | null;
  @Field(() => String, { nullable: true }) catalog: string | null;
  @Field(() => String, { nullable: true }) schema: string | null;
  @Field(() => String, { nullable: true }) sql: string | null;
  @Field(() => Int, { nullable: true }) queryLimit: number | null;
  @Field(() => String, { nullable: true, description: 'JSON text.' }) templateParams: string | null;
  @Field(() => Boolean) hideLeftBar: boolean;
  @Field(() => Boolean) autorun: boolean;
  @Field(() => Int, { nullable: true, description: 'The saved query the tab was opened from (remoteId).' }) savedQueryId: number | null;
  @Field(() => String, { nullable: true, description: 'Client id of the latest run.' }) latestQueryId: string | null;
  @Field(() => SqlLabQuery, { nullable: true }) latestQuery: SqlLabQuery | null;
  @Field(() => [SqlLabTableSchema]) tableSchemas: SqlLabTableSchema[];
  @Field(() => String, { nullable: true, description: 'The stored extra_json text.' }) extraJson: string | null;
  @Field(() => GraphQLJSON, { description: 'extra_json parsed ({} when empty).' }) extra: Record<string, unknown>;
  @Field(() => CursorPosition, { nullable: true, description: 'Kept in extra_json.' }) cursorPosition: CursorPosition | null;
  @Field(() => Int, { nullable: true, description: 'Editor pane height in percent (extra_json).' }) northPercent: number | null;
  @Field(() => Int, { nullable: true, description: 'Results pane height in percent (extra_json).' }) southPercent: number | null;
  @Field(() => Date) changedOn: Date;
}

@ObjectType()
export class SqlLabTabs {
  @Field(() => [SqlLabTab], { description: 'The caller’s tabs, oldest first.' }) tabs: SqlLabTab[];
  @Field(() => Int, { nullable: true }) activeTabId: number | null;
}

@InputType()
export class CreateSqlLabTabInput {
  @Field(() => String, { nullable: true }) label?: string | null;
  @Field(() => Int, { nullable: true }) databaseId?: number | null;
  @Field(() => String, { nullable: true }) catalog?: string | null;
  @Field(() => String, { nullable: true }) schema?: string | null;
  @Field(() => String, { nullable: true }) sql?: string | null;
  @Field(() => Int, { nullable: true }) queryLimit?: number | null;
  @Field(() => String, { nullable: true }) templateParams?: string | null;
  @Field(() => Boolean, { nullable: true }) hideLeftBar?: boolean | null;
  @Field(() => Boolean, { nullable: true }) autorun?: boolean | null;
  @Field(() => Int, { nullable: true }) savedQueryId?: number | null;
  @Field(() => String, { nullable: true }) extraJson?: string | null;
}

@InputType({ description: 'Fields to change; omitted ones stay. cursorPosition/northPercent/southPercent are merged into extra_json.' })
export class UpdateSqlLabTabInput {
  @Field(() => String, { nullable: true }) label?: string | null;
  @Field(() => Int, { nullable: true }) databaseId?: number | null;
  @Field(() => String, { nullable: true }) catalog?: string | null;
  @Field(() => String, { nullable: true }) schema?: string | null;
  @Field(() => String, { nullable: true }) sql?: string | null;
  @Field(() => Int, { nullable: true }) queryLimit?: number | null;
  @Field(() => String, { nullable: true }) templateParams?: string | null;
  @Field(() => Boolean, { nullable: true }) hideLeftBar?: boolean | null;
  @Field(() => Boolean, { nullable: true }) autorun?: boolean | null;
  @Field(() => Int, { nullable: true }) savedQueryId?: number | null;
  @Field(() => String, { nullable: true, description: 'Client id of the latest run (must be the caller’s).' }) latestQueryId?: string | null;
  @Field(() => String, { nullable: true, description: 'Replaces extra_json (JSON object text).' }) extraJson?: string | null;
  @Field(() => CursorPositionInput, { nullable: true }) cursorPosition?: CursorPositionInput | null;
  @Field(() => Int, { nullable: true }) northPercent?: number | null;
  @Field(() => Int, { nullable: true }) southPercent?: number | null;
}

@InputType()
export class AddTableSchemaInput {
  @Field(() => Int) tabId: number;
  @Field(() => Int) databaseId: number;
  @Field(() => String, { nullable: true }) catalog?: string | null;
  @Field(() => String, { nullable: true }) schema?: string | null;
  @Field(() => String) table: string;
  @Field(() => GraphQLJSON, { nullable: true }) description?: unknown;
  @Field(() => Boolean, { nullable: true, description: 'Defaults to true, as Superset opens a new table expanded.' }) expanded?: boolean | null;
}
