/**
 * What recent activity shows of a logged dashboard or chart: its title and address, for the ones that still
 * exist and the actor may see. Dashboards and charts sit above this module, so each provides its answer.
 */
import type { RequestContext } from '../../platform/context';
import { Port } from '../../platform/module';

export interface ActivityItem {
  id: number;
  title: string;
  url: string;
}

/** The visible objects among `ids` (any order; missing and hidden ones left out). */
export type DescribeVisible = (ctx: RequestContext, ids: readonly number[]) => Promise<ActivityItem[]>;

export class ActivityTargets {
  readonly dashboards = new Port<DescribeVisible>('Activity target dashboards');
  readonly charts = new Port<DescribeVisible>('Activity target charts');
}
