/** Every example, in the order they are generated and registered. */
import { BIRTH_NAMES_EXAMPLE } from './birth-names.charts';
import { EVENTS_EXAMPLE } from './events.charts';
import type { ExampleDataset } from './example-dataset';
import { FLIGHTS_EXAMPLE } from './flights.charts';
import { LONG_TIMESERIES_EXAMPLE } from './long-timeseries.charts';
import { SALES_EXAMPLE } from './sales.charts';
import { WORLD_HEALTH_EXAMPLE } from './world-health.charts';

export const EXAMPLES: readonly ExampleDataset[] = [BIRTH_NAMES_EXAMPLE, SALES_EXAMPLE, WORLD_HEALTH_EXAMPLE, FLIGHTS_EXAMPLE, LONG_TIMESERIES_EXAMPLE, EVENTS_EXAMPLE];

/** Generated at first start. */
export const STANDARD_EXAMPLES = EXAMPLES.filter((e) => !e.large);
/** Generated on demand or in the background. */
export const LARGE_EXAMPLES = EXAMPLES.filter((e) => e.large);
