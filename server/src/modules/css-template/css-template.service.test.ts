/** CSS templates against a real metadata PostgreSQL (PGlite, or TEST_DATABASE_URL). */
import type { DataSource } from 'typeorm';
import type { Actor } from '../../platform/actor';
import { RequestContext } from '../../platform/context';
import { ListFilterOp, SortDirection } from '../../platform/list-query';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { seedSecurity, seedUser } from '../../test-support/seed';
import { CssTemplateListOp } from './css-template.list-spec';
import { CssTemplateService } from './css-template.service';
import { CssTemplateFilterField as F, CssTemplateOrderField as O } from './css-template.types';
import { failure } from '../../test-support/failure';
import { loadActors } from '../../test-support/actors';

let testDb: TestDataSource;
let ds: DataSource;
let service: CssTemplateService;
const actors = {} as Record<'alpha' | 'other' | 'gamma', Actor>;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  service = new CssTemplateService(ds);
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


describe('CSS templates', () => {
  it('creates, lists with the all-text filter and orders, updates partially and deletes all or nothing', async () => {
    const dark = await service.create(ctxOf('alpha'), { templateName: 'Dark', css: '.dashboard { background: #111; }' });
    const wide = await service.create(ctxOf('alpha'), { templateName: 'Wide charts', css: '.chart { margin: 0; }' });
    expect(dark.createdBy?.username).toBe('alpha');

    const byText = await service.list(ctxOf('other'), { filters: [{ field: F.TEMPLATE_NAME, op: CssTemplateListOp.CSS_TEMPLATE_ALL_TEXT, value: '#111' }], page: 0, pageSize: 25 });
    expect(byText.items.map((t) => t.id)).toEqual([dark.id]);
    const ordered = await service.list(ctxOf('other'), { orderBy: O.TEMPLATE_NAME, orderDirection: SortDirection.DESC, page: 0, pageSize: 25 });
    expect(ordered.items.map((t) => t.templateName)).toEqual(['Wide charts', 'Dark']);
    const byCreator = await service.list(ctxOf('other'), { filters: [{ field: F.CREATED_BY, op: ListFilterOp.REL_O_M, value: actors.other.user.id }], page: 0, pageSize: 25 });
    expect(byCreator.count).toBe(0);

    // Templates have no owners: anyone with can_write changes any of them.
    const renamed = await service.update(ctxOf('other'), dark.id, { templateName: 'Night' });
    expect(renamed).toMatchObject({ templateName: 'Night', css: dark.css, changedBy: { username: 'other' } });

    expect((await failure(service.deleteMany(ctxOf('alpha'), [dark.id, 999999]))).code).toBe('NOT_FOUND');
    expect(await service.get(ctxOf('alpha'), dark.id)).not.toBeNull();
    expect(await service.deleteMany(ctxOf('alpha'), [dark.id, wide.id])).toBe(2);
    expect((await service.list(ctxOf('alpha'), { page: 0, pageSize: 25 })).count).toBe(0);
  });

  it('refuses a name longer than the column and callers without the CssTemplate permissions', async () => {
    expect((await failure(service.create(ctxOf('alpha'), { templateName: 'x'.repeat(251) }))).extra).toEqual({ fields: { template_name: ['Longer than maximum length 250.'] } });
    expect((await failure(service.list(ctxOf('gamma'), { page: 0, pageSize: 25 }))).code).toBe('FORBIDDEN');
    expect((await failure(service.create(ctxOf('gamma'), { templateName: 'nope' }))).code).toBe('FORBIDDEN');
    expect((await failure(service.update(ctxOf('alpha'), 424242, { css: '' }))).code).toBe('NOT_FOUND');
  });
});
