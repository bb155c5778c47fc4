// The charts/dashboards halves of Superset's related_objects answer, shared by datasets and databases.
interface RelatedInput {
  charts: ReadonlyArray<{ id: number; sliceName: string; vizType?: string | null }>;
  dashboards: ReadonlyArray<{ id: number; title: string; slug?: string | null; jsonMetadataText?: string | null }>;
}

export function serializeChartsAndDashboards(related: RelatedInput) {
  return {
    charts: { count: related.charts.length, result: related.charts.map((c) => ({ id: c.id, slice_name: c.sliceName, viz_type: c.vizType ?? null })) },
    dashboards: {
      count: related.dashboards.length,
      result: related.dashboards.map((d) => ({ id: d.id, json_metadata: d.jsonMetadataText ?? null, slug: d.slug ?? null, title: d.title })),
    },
  };
}
