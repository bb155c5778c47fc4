/**
 * A thumbnail's digest: what the picture depends on, hashed. The address of a thumbnail carries it, so a
 * changed chart or dashboard gets a new address (and a new picture) while browsers keep the old one cached
 * under the old address. The viewer is part of it: a picture is taken with the viewer's own data access
 * (Superset's CURRENT_USER executor), so one person's picture is never shown to another.
 */
import { createHash } from 'node:crypto';

export type ThumbnailKind = 'chart' | 'dashboard';

/** What a chart's picture depends on. */
export interface ChartDigestInput {
  id: number;
  params: unknown;
  queryContext: unknown;
  changedOn: Date;
}

/** What a dashboard's picture depends on. */
export interface DashboardDigestInput {
  id: number;
  positionJson: unknown;
  jsonMetadata: unknown;
  css: string | null;
  changedOn: Date;
}

/** Colour bookkeeping a dashboard stores the first time it is drawn (Superset's PUT colors, not a change of
 * the dashboard): left out, or taking the picture would itself make the picture stale. */
const DRAWN_COLOR_KEYS = ['map_label_colors', 'shared_label_colors', 'color_scheme_domain'];

function withoutDrawnColors(jsonMetadata: unknown): unknown {
  if (typeof jsonMetadata !== 'string') return jsonMetadata;
  try {
    const parsed: unknown = JSON.parse(jsonMetadata);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return jsonMetadata;
    return Object.fromEntries(Object.entries(parsed).filter(([key]) => !DRAWN_COLOR_KEYS.includes(key)));
  } catch {
    return jsonMetadata;
  }
}

export function thumbnailDigest(kind: ThumbnailKind, viewerId: number | null, object: ChartDigestInput | DashboardDigestInput): string {
  const content =
    kind === 'chart'
      ? [(object as ChartDigestInput).params, (object as ChartDigestInput).queryContext]
      : [(object as DashboardDigestInput).positionJson, withoutDrawnColors((object as DashboardDigestInput).jsonMetadata), (object as DashboardDigestInput).css];
  return createHash('sha256')
    .update(JSON.stringify([kind, object.id, viewerId, object.changedOn.toISOString(), ...content]))
    .digest('hex')
    .slice(0, 32);
}

/** The REST address of a thumbnail, as list and show answers give it (Superset's thumbnail_url). */
export const thumbnailUrl = (kind: ThumbnailKind, id: number, digest: string) => `/api/v1/${kind}/${id}/thumbnail/${digest}/`;

/** The digest an address asks for must look like one (hex), before anything else is done with it. */
export const isDigest = (value: string) => /^[0-9a-f]{1,64}$/.test(value);
