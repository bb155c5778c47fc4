/** Annotation layers and annotations against a real metadata PostgreSQL (PGlite, or TEST_DATABASE_URL). */
import type { DataSource } from 'typeorm';
import type { Actor } from '../../platform/actor';
import { RequestContext } from '../../platform/context';
import { ListFilterOp, SortDirection } from '../../platform/list-query';
import { loadActors } from '../../test-support/actors';
import { failure } from '../../test-support/failure';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { seedSecurity, seedUser } from '../../test-support/seed';
import { AnnotationLayerService } from './annotation-layer.service';
import { AnnotationListOp } from './annotation.list-spec';
import { AnnotationService } from './annotation.service';
import { AnnotationFilterField, AnnotationLayerFilterField as F, AnnotationLayerOrderField as O, AnnotationOrderField } from './annotation.types';

let testDb: TestDataSource;
let ds: DataSource;
let layers: AnnotationLayerService;
let annotations: AnnotationService;
const actors = {} as Record<'alpha' | 'other' | 'gamma', Actor>;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  layers = new AnnotationLayerService(ds);
  annotations = new AnnotationService(ds);
  await seedSecurity(ds.manager);
  const users = {
    alpha: await seedUser(ds.manager, { username: 'alpha', firstName: 'Ada', roles: ['Alpha'] }),
    other: await seedUser(ds.manager, { username: 'other', firstName: 'Otto', roles: ['Alpha'] }),
    gamma: await seedUser(ds.manager, { username: 'gamma', roles: ['Gamma'] }),
  };
  Object.assign(actors, await loadActors(ds, users));
});

afterAll(async () => {
  await testDb?.close();
});

const ctxOf = (who: keyof typeof actors) => new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'graphql' });
const page = { page: 0, pageSize: 25 };
const at = (iso: string) => new Date(`${iso}Z`);

describe('annotation layers', () => {
  it('creates, searches name and description, orders, renames partially and refuses a taken name', async () => {
    const launches = await layers.create(ctxOf('alpha'), { name: 'Launches', descr: 'Product releases' });
    const outages = await layers.create(ctxOf('alpha'), { name: 'Outages' });
    expect(launches).toMatchObject({ name: 'Launches', descr: 'Product releases', createdBy: { username: 'alpha' }, abilities: { canEdit: true, canDelete: true } });

    const byText = await layers.list(ctxOf('other'), { ...page, filters: [{ field: F.NAME, op: AnnotationListOp.ANNOTATION_LAYER_ALL_TEXT, value: 'RELEASE' }] });
    expect(byText.items.map((l) => l.id)).toEqual([launches.id]);
    const contains = await layers.list(ctxOf('other'), { ...page, filters: [{ field: F.NAME, op: ListFilterOp.CT, value: 'tag' }] });
    expect(contains.items.map((l) => l.id)).toEqual([outages.id]);
    const ordered = await layers.list(ctxOf('other'), { ...page, orderBy: O.NAME, orderDirection: SortDirection.DESC });
    expect(ordered.items.map((l) => l.name)).toEqual(['Outages', 'Launches']);
    const byCreator = await layers.list(ctxOf('other'), { ...page, filters: [{ field: F.CREATED_BY, op: ListFilterOp.REL_O_M, value: actors.other.user.id }] });
    expect(byCreator.count).toBe(0);

    // No owners: anyone with can_write changes any layer; an omitted field stays.
    const renamed = await layers.update(ctxOf('other'), launches.id, { name: 'Releases' });
    expect(renamed).toMatchObject({ name: 'Releases', descr: 'Product releases', changedBy: { username: 'other' } });
    expect(await layers.update(ctxOf('other'), launches.id, { name: 'Releases', descr: null })).toMatchObject({ name: 'Releases', descr: null });

    const taken = await failure(layers.create(ctxOf('alpha'), { name: 'Outages' }));
    expect([taken.code, taken.extra]).toEqual(['UNPROCESSABLE', { fields: { name: ['Name must be unique'] } }]);
    expect((await failure(layers.update(ctxOf('alpha'), launches.id, { name: 'Outages' }))).extra).toEqual({ fields: { name: ['Name must be unique'] } });
    await layers.deleteMany(ctxOf('alpha'), [launches.id, outages.id]);
  });

  it('gives one of two concurrent saves of a new name, the other the uniqueness message', async () => {
    const results = await Promise.allSettled([layers.create(ctxOf('alpha'), { name: 'Twin' }), layers.create(ctxOf('other'), { name: 'Twin' })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'UNPROCESSABLE', extra: { fields: { name: ['Name must be unique'] } } });
    const twin = (await layers.list(ctxOf('alpha'), { ...page, filters: [{ field: F.NAME, op: ListFilterOp.EQ, value: 'Twin' }] })).items[0];
    await layers.delete(ctxOf('alpha'), twin.id);
  });

  it('validates the input and the caller, and deletes all or nothing, never a layer with annotations', async () => {
    expect((await failure(layers.create(ctxOf('alpha'), {}))).extra).toEqual({ fields: { name: ['Missing data for required field.'] } });
    expect((await failure(layers.create(ctxOf('alpha'), { name: '' }))).extra).toEqual({ fields: { name: ['Length must be between 1 and 250.'] } });
    expect((await failure(layers.update(ctxOf('alpha'), 1, { name: null }))).extra).toEqual({ fields: { name: ['Field may not be null.'] } });
    expect((await failure(layers.list(ctxOf('gamma'), page))).code).toBe('FORBIDDEN');
    expect((await failure(layers.create(ctxOf('gamma'), { name: 'nope' }))).code).toBe('FORBIDDEN');
    expect((await failure(layers.update(ctxOf('alpha'), 424242, { descr: '' }))).code).toBe('NOT_FOUND');

    const kept = await layers.create(ctxOf('alpha'), { name: 'Kept' });
    const empty = await layers.create(ctxOf('alpha'), { name: 'Empty' });
    await annotations.create(ctxOf('alpha'), kept.id, { shortDescr: 'Holds the layer', startDttm: at('2024-01-01T00:00:00'), endDttm: at('2024-01-01T00:00:00') });
    expect((await failure(layers.deleteMany(ctxOf('alpha'), [empty.id, 999999]))).code).toBe('NOT_FOUND');
    const integrity = await failure(layers.deleteMany(ctxOf('alpha'), [empty.id, kept.id]));
    expect([integrity.code, integrity.message]).toEqual(['UNPROCESSABLE', 'Annotation layer has associated annotations.']);
    expect(await layers.get(ctxOf('alpha'), empty.id)).not.toBeNull();
    expect(await layers.delete(ctxOf('alpha'), empty.id)).toBe(empty.id);
    const [held] = (await annotations.list(ctxOf('alpha'), kept.id, page)).items;
    await annotations.delete(ctxOf('alpha'), kept.id, held.id);
    expect(await layers.deleteMany(ctxOf('alpha'), [kept.id])).toBe(1);
  });
});

describe('annotations', () => {
  it('adds to a layer, lists and searches within it, updates partially and keeps Superset’s rules', async () => {
    const layer = await layers.create(ctxOf('alpha'), { name: 'Events' });
    const other = await layers.create(ctxOf('alpha'), { name: 'Elsewhere' });
    const launch = await annotations.create(ctxOf('alpha'), layer.id, {
      shortDescr: 'Launch',
      longDescr: 'Version 2 ships',
      startDttm: at('2024-03-01T00:00:00'),
      endDttm: at('2024-03-01T00:00:00'),
      jsonMetadata: '{"color": "red"}',
    });
    await annotations.create(ctxOf('alpha'), layer.id, { shortDescr: 'Freeze', startDttm: at('2024-02-01T00:00:00'), endDttm: at('2024-02-15T00:00:00') });
    await annotations.create(ctxOf('alpha'), other.id, { shortDescr: 'Launch', startDttm: at('2024-03-01T00:00:00'), endDttm: at('2024-03-02T00:00:00') });
    expect(launch).toMatchObject({ layerId: layer.id, layerName: 'Events', startDttm: at('2024-03-01T00:00:00'), createdBy: { username: 'alpha' } });

    const listed = await annotations.list(ctxOf('other'), layer.id, { ...page, orderBy: AnnotationOrderField.START_DTTM, orderDirection: SortDirection.ASC });
    expect(listed.items.map((a) => a.shortDescr)).toEqual(['Freeze', 'Launch']);
    const searched = await annotations.list(ctxOf('other'), layer.id, { ...page, filters: [{ field: AnnotationFilterField.SHORT_DESCR, op: AnnotationListOp.ANNOTATION_ALL_TEXT, value: 'version' }] });
    expect(searched.items.map((a) => a.id)).toEqual([launch.id]);
    expect(await annotations.get(ctxOf('other'), other.id, launch.id)).toBeNull();

    const moved = await annotations.update(ctxOf('other'), layer.id, launch.id, { endDttm: at('2024-03-03T00:00:00') });
    expect(moved).toMatchObject({ shortDescr: 'Launch', longDescr: 'Version 2 ships', endDttm: at('2024-03-03T00:00:00'), changedBy: { username: 'other' } });

    const taken = await failure(annotations.create(ctxOf('alpha'), layer.id, { shortDescr: 'Freeze', startDttm: at('2024-01-01T00:00:00'), endDttm: at('2024-01-01T00:00:00') }));
    expect([taken.code, taken.extra]).toEqual(['UNPROCESSABLE', { fields: { short_descr: ['Short description must be unique for this layer'] } }]);
    // The stored start counts when only the end changes.
    const backwards = await failure(annotations.update(ctxOf('alpha'), layer.id, launch.id, { endDttm: at('2024-02-01T00:00:00') }));
    expect(backwards.extra).toEqual({ fields: { start_dttm: ['End date must be after start date'] } });
    expect((await failure(annotations.update(ctxOf('alpha'), other.id, launch.id, { longDescr: 'x' }))).code).toBe('NOT_FOUND');
  });

  it('refuses bad input with field messages, a missing layer on create, and deletes only the layer’s own', async () => {
    const layer = await layers.create(ctxOf('alpha'), { name: 'Checks' });
    const missing = await failure(annotations.create(ctxOf('alpha'), layer.id, { longDescr: 'no dates' }));
    expect(missing.extra).toEqual({ fields: { short_descr: ['Missing data for required field.'], start_dttm: ['Missing data for required field.'], end_dttm: ['Missing data for required field.'] } });
    const json = await failure(annotations.create(ctxOf('alpha'), layer.id, { shortDescr: 'x'.repeat(501), startDttm: at('2024-01-01T00:00:00'), endDttm: at('2024-01-01T00:00:00'), jsonMetadata: '{' }));
    expect(json.extra).toEqual({ fields: { short_descr: ['Length must be between 1 and 500.'], json_metadata: ['JSON not valid'] } });
    const noLayer = await failure(annotations.create(ctxOf('alpha'), 999999, { shortDescr: 'x', startDttm: at('2024-01-01T00:00:00'), endDttm: at('2024-01-01T00:00:00') }));
    expect([noLayer.code, noLayer.message]).toEqual(['BAD_USER_INPUT', 'Annotation layer not found.']);
    expect((await failure(annotations.create(ctxOf('gamma'), layer.id, { shortDescr: 'x' }))).code).toBe('FORBIDDEN');

    const a = await annotations.create(ctxOf('alpha'), layer.id, { shortDescr: 'a', startDttm: at('2024-01-01T00:00:00'), endDttm: at('2024-01-01T00:00:00') });
    const b = await annotations.create(ctxOf('alpha'), layer.id, { shortDescr: 'b', startDttm: at('2024-01-01T00:00:00'), endDttm: at('2024-01-01T00:00:00') });
    const elsewhere = await layers.create(ctxOf('alpha'), { name: 'Checks elsewhere' });
    expect((await failure(annotations.deleteMany(ctxOf('alpha'), elsewhere.id, [a.id]))).code).toBe('NOT_FOUND');
    expect(await annotations.deleteMany(ctxOf('alpha'), layer.id, [a.id, b.id])).toBe(2);
    expect((await annotations.list(ctxOf('alpha'), layer.id, page)).count).toBe(0);
  });

  it('answers the native records of layers that overlap a time range, for chart data', async () => {
    const layer = await layers.create(ctxOf('alpha'), { name: 'Overlay' });
    await annotations.create(ctxOf('alpha'), layer.id, { shortDescr: 'Before', startDttm: at('2023-01-01T00:00:00'), endDttm: at('2023-01-02T00:00:00') });
    await annotations.create(ctxOf('alpha'), layer.id, { shortDescr: 'Spans the start', startDttm: at('2023-12-20T00:00:00'), endDttm: at('2024-01-05T00:00:00') });
    await annotations.create(ctxOf('alpha'), layer.id, { shortDescr: 'Inside', longDescr: 'text', startDttm: at('2024-06-01T00:00:00'), endDttm: at('2024-06-01T00:00:00'), jsonMetadata: '{}' });
    await annotations.create(ctxOf('alpha'), layer.id, { shortDescr: 'After', startDttm: at('2025-01-01T00:00:00'), endDttm: at('2025-01-01T00:00:00') });

    const from = at('2024-01-01T00:00:00').getTime();
    const to = at('2025-01-01T00:00:00').getTime();
    // A Gamma viewer of a chart sees its annotations without the Annotation permissions.
    const records = await annotations.nativeRecords(ctxOf('gamma'), [layer.id, 999999], from, to);
    expect(records.get(layer.id)?.records).toEqual([
      { start_dttm: at('2023-12-20T00:00:00').getTime(), end_dttm: at('2024-01-05T00:00:00').getTime(), short_descr: 'Spans the start', long_descr: null, json_metadata: null },
      { start_dttm: at('2024-06-01T00:00:00').getTime(), end_dttm: at('2024-06-01T00:00:00').getTime(), short_descr: 'Inside', long_descr: 'text', json_metadata: '{}' },
    ]);
    expect(records.get(999999)?.records).toEqual([]);
    expect((await annotations.nativeRecords(ctxOf('gamma'), [layer.id], null, null)).get(layer.id)?.records).toHaveLength(4);
  });
});
