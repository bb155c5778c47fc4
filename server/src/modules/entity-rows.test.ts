/**
 * TableRow<E> (platform/entity-select.ts) names a row's columns by snake-casing the entity's properties; a
 * column named otherwise must be declared where its rows are typed. This holds the type and the schema
 * together: a new entity column that breaks the convention fails here, naming the rename to declare.
 */
import 'reflect-metadata';
import { getMetadataArgsStorage } from 'typeorm';
import { MetadataUtils } from 'typeorm/metadata-builder/MetadataUtils';
import { columnNames, columnOf, tableColumns } from '../platform/entity-select';
import { Dataset, DatasetColumn } from './dataset';
import { ENTITIES } from '.';

/** The columns TableRow reaches through its `Renames` argument, each declared where its rows are typed. */
const RENAMED = new Set(['User.passwordHash:password', 'DatasetColumn.datasetId:table_id', 'SqlMetric.datasetId:table_id', 'ReportSchedule.extra:extra_json', 'Query.extra:extra_json']);

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

describe('entity rows', () => {
  it.each(ENTITIES.map((e) => [e.name, e] as const))('%s names its columns as TableRow reads them', (_name, entity) => {
    const columns = getMetadataArgsStorage().filterColumns(MetadataUtils.getInheritanceTree(entity));
    const unexpected = columns
      .map((c) => ({ property: c.propertyName, column: c.options.name ?? c.propertyName }))
      .filter((c) => snake(c.property) !== c.column && !RENAMED.has(`${entity.name}.${c.property}:${c.column}`))
      .map((c) => `${entity.name}.${c.property}:${c.column}`);
    expect(unexpected).toEqual([]);
  });

  it("names a property's column, a renamed or inherited one included, and refuses a property that is none", () => {
    expect([columnOf(Dataset, 'tableName'), columnOf(Dataset, 'changedByFk'), columnOf(DatasetColumn, 'datasetId')]).toEqual(['table_name', 'changed_by_fk', 'table_id']);
    expect(() => columnOf(Dataset, 'nothing' as never)).toThrow('Dataset.nothing is not a column');
  });

  it('selects the columns an entity declares, inherited ones included, and refuses others', () => {
    expect(columnNames(Dataset)).toEqual(expect.arrayContaining(['id', 'table_name', 'offset', 'created_on', 'changed_by_fk']));
    expect(tableColumns(Dataset, 't', ['id', 'offset'])).toBe('t.id, t."offset"');
    expect(() => tableColumns(Dataset, 't', ['tablename'])).toThrow('Dataset has no column tablename');
  });
});
