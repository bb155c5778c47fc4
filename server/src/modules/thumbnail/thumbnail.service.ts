/**
 * Chart and dashboard thumbnails (Superset's THUMBNAILS): the address of each picture (with its digest), and
 * the picture itself: kept in the metastore under its digest once taken, otherwise queued for the renderer
 * (one picture at a time) and answered as pending until it is there. A picture is taken when a card asks
 * for it: a saved change gives the object a new digest, so the next card that shows it queues the new picture.
 * (Taking it at save time would be for the saver only: pictures are per viewer.)
 */
import type { Logger } from '../../platform/logger';
import { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import type { JobQueue } from '../../platform/queue';
import type { MetastoreCache } from '../permalink';
import { SESSION_COOKIE, type TokenService } from '../security';
import { type ChartDigestInput, type DashboardDigestInput, isDigest, thumbnailDigest, thumbnailUrl, type ThumbnailKind } from './thumbnail-digest';
import type { ThumbnailRenderer } from './thumbnail-renderer';

const JOB = 'thumbnail';
/** How long a picture is kept after it was taken. */
const KEEP_SECONDS = 7 * 24 * 3600;
/** A failed picture is not tried again for this long (a broken chart would otherwise be retried on every list). */
const FAILURE_BACKOFF_MS = 5 * 60_000;
/** Task states remembered at most (the oldest are forgotten first). */
const MAX_TASKS = 1000;

/** Superset's task_status values. */
export type ThumbnailTaskStatus = 'Pending' | 'In Progress' | 'Failure';

export type ThumbnailAnswer =
  | { kind: 'ready'; png: Buffer }
  | { kind: 'moved'; digest: string }
  | { kind: 'pending'; status: ThumbnailTaskStatus; updatedAt: Date };

interface Task {
  status: ThumbnailTaskStatus;
  updatedAt: Date;
}

interface JobData {
  kind: ThumbnailKind;
  id: number;
  digest: string;
  viewerId: number;
}

/** Finds what a picture shows, as the viewer may see it (a lower module's objects, given by the modules above). */
export interface ThumbnailSources {
  chart(ctx: RequestContext, id: number): Promise<ChartDigestInput | null>;
  dashboard(ctx: RequestContext, id: number): Promise<DashboardDigestInput | null>;
}

export class ThumbnailService {
  private readonly tasks = new Map<string, Task>();

  constructor(
    private readonly options: { enabled: boolean },
    private readonly sources: ThumbnailSources,
    private readonly store: MetastoreCache,
    private readonly tokens: TokenService,
    private readonly queue: JobQueue,
    private readonly renderer: ThumbnailRenderer | null,
    private readonly logger: Logger,
  ) {
    queue.register<JobData>(JOB, (job) => this.take(job.data, job.signal));
  }

  get enabled(): boolean {
    return this.options.enabled && this.renderer !== null;
  }

  /** The picture's address for this viewer; null when thumbnails are off or nobody is signed in. */
  url(ctx: RequestContext, kind: ThumbnailKind, object: ChartDigestInput | DashboardDigestInput): string | null {
    const viewer = ctx.actor?.user.id;
    if (!this.enabled || viewer === undefined) return null;
    return thumbnailUrl(kind, object.id, thumbnailDigest(kind, viewer, object));
  }

  /**
   * The picture at `digest`: ready, moved to the current digest, or pending (queued now if it was not).
   * 404 when thumbnails are off or the viewer may not see the object.
   */
  async picture(ctx: RequestContext, kind: ThumbnailKind, id: number, digest: string): Promise<ThumbnailAnswer> {
    const actor = ctx.require('can_read', kind === 'chart' ? 'Chart' : 'Dashboard');
    if (!this.enabled) throw errors.notFound();
    const object = kind === 'chart' ? await this.sources.chart(ctx, id) : await this.sources.dashboard(ctx, id);
    if (!object) throw errors.notFound();
    const current = thumbnailDigest(kind, actor.user.id, object);
    if (!isDigest(digest) || digest !== current) return { kind: 'moved', digest: current };
    const key = storeKey(kind, id, current);
    const stored = await this.store.get(ctx, key);
    if (typeof stored === 'string') return { kind: 'ready', png: Buffer.from(stored, 'base64') };
    return { kind: 'pending', ...(await this.request({ kind, id, digest: current, viewerId: actor.user.id })) };
  }

  private async request(data: JobData): Promise<Task> {
    const key = storeKey(data.kind, data.id, data.digest);
    const task = this.tasks.get(key);
    const failedLately = task?.status === 'Failure' && Date.now() - task.updatedAt.getTime() < FAILURE_BACKOFF_MS;
    if (this.queue.has(key) || failedLately) return task!;
    this.remember(key, { status: 'Pending', updatedAt: new Date() });
    await this.queue.enqueue(JOB, key, data);
    return this.tasks.get(key)!;
  }

  private async take(data: JobData, signal: AbortSignal): Promise<void> {
    const key = storeKey(data.kind, data.id, data.digest);
    this.remember(key, { status: 'In Progress', updatedAt: new Date() });
    try {
      const session = { name: SESSION_COOKIE, value: await this.tokens.sessionToken(data.viewerId) };
      const png = await this.renderer!.render({ kind: data.kind, id: data.id, session, signal });
      await this.store.set(RequestContext.system(), key, png.toString('base64'), KEEP_SECONDS);
      this.tasks.delete(key);
    } catch (err) {
      this.remember(key, { status: 'Failure', updatedAt: new Date() });
      this.logger.warn(`Thumbnail of ${data.kind} ${data.id} failed: ${(err as Error).message.split('\n')[0]}`);
    }
  }

  private remember(key: string, task: Task): void {
    this.tasks.delete(key);
    this.tasks.set(key, task);
    if (this.tasks.size > MAX_TASKS) this.tasks.delete(this.tasks.keys().next().value!);
  }

  async close(): Promise<void> {
    await this.queue.close();
    await this.renderer?.close();
  }
}

const storeKey = (kind: ThumbnailKind, id: number, digest: string) => `thumbnail:${kind}:${id}:${digest}`;
