/**
 * What a dataset or a database is used by: the charts built on it and the dashboards showing those charts
 * (Superset's related_objects). One query pair serves both resources.
 */
import { Field, Int, ObjectType } from 'type-graphql';
import { JsonTextField } from '../../platform/json-text';
import { GraphQLJSON } from '../../platform/scalars';
import type { Queryable } from '../../platform/sql';
import { parseJsonObject } from '../dataset/dataset-rows';

@ObjectType()
export class RelatedChart {
  @Field(() => Int) id: number;
  @Field(() => String) sliceName: string;
  @Field(() => String, { nullable: true }) vizType: string | null;
}

@ObjectType()
export class RelatedDashboard {
  @Field(() => Int) id: number;
  @Field(() => String) title: string;
  @Field(() => String, { nullable: true }) slug: string | null;
  @Field(() => GraphQLJSON, { nullable: true }) jsonMetadata: unknown;
  @JsonTextField('jsonMetadata') jsonMetadataText: string | null;
}

export interface ChartsAndDashboards {
  charts: RelatedChart[];
  dashboards: RelatedDashboard[];
}

/** Charts whose datasource is one of the given datasets, and the dashboards that hold any of them. */
export async function chartsAndDashboardsOf(db: Queryable, datasetIds: readonly number[]): Promise<ChartsAndDashboards> {
  if (!datasetIds.length) return { charts: [], dashboards: [] };
  const charts: { id: number; slice_name: string; viz_type: string | null }[] = await db.query(
    `SELECT id, slice_name, viz_type FROM slices WHERE datasource_type IN ('table', 'dataset') AND datasource_id = ANY($1) ORDER BY id`,
    [[...datasetIds]],
  );
  const dashboards: { id: number; dashboard_title: string | null; slug: string | null; json_metadata: string | null }[] = charts.length
    ? await db.query(
        `SELECT DISTINCT d.id, d.dashboard_title, d.slug, d.json_metadata FROM dashboards d
           JOIN dashboard_slices ds ON ds.dashboard_id = d.id WHERE ds.slice_id = ANY($1) ORDER BY d.id`,
        [charts.map((c) => c.id)],
      )
    : [];
  return {
    charts: charts.map((c) => ({ id: c.id, sliceName: c.slice_name, vizType: c.viz_type })),
    dashboards: dashboards.map((d) => ({ id: d.id, title: d.dashboard_title ?? '', slug: d.slug, jsonMetadata: parseJsonObject(d.json_metadata), jsonMetadataText: d.json_metadata })),
  };
}
