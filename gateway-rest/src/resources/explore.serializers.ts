import { humanizedDelta, isoWithoutTimezone } from '../core/dates';
import type { RestExploreStateQuery } from '../gql/graphql';
import { chartFormData } from './chart.serializers';

type ExploreSlice = NonNullable<RestExploreStateQuery['exploreState']['slice']>;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Superset renders the description as Markdown; plain paragraphs are what its renderer makes of text. */
function markedDown(text: string | null): string {
  if (!text) return '';
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join('\n');
}

/** Slice.data, the `slice` of GET /explore/. */
export function serializeExploreSlice(slice: ExploreSlice, now: Date): Record<string, unknown> {
  const changedOnHumanized = humanizedDelta(slice.changedOn, now);
  return {
    cache_timeout: slice.cacheTimeout,
    changed_on: isoWithoutTimezone(slice.changedOn),
    changed_on_humanized: changedOnHumanized,
    datasource: slice.datasource?.nameText ?? null,
    description: slice.description,
    description_markeddown: markedDown(slice.description),
    edit_url: slice.editUrl,
    form_data: chartFormData(slice),
    query_context: slice.queryContextText,
    modified: `<span class="no-wrap">${changedOnHumanized}</span>`,
    owners: slice.owners.map((owner) => owner.id),
    slice_id: slice.id,
    slice_name: slice.sliceName,
    slice_url: slice.sliceUrl,
    certified_by: slice.certifiedBy,
    certification_details: slice.certificationDetails,
    is_managed_externally: slice.isManagedExternally,
  };
}
