/**
 * Every TypeORM entity of the metadata database: the list each DataSource is built with. The schema itself
 * comes only from migrations (/migrations); a test checks that these entities and the migrations agree.
 */
import { Annotation, AnnotationLayer } from '../modules/annotation/annotation.entity';
import { AsyncEvent } from '../modules/async-job/async-event.entity';
import { Chart } from '../modules/chart/chart.entity';
import { CssTemplate } from '../modules/css-template/css-template.entity';
import { Dashboard } from '../modules/dashboard/dashboard.entity';
import { EmbeddedDashboard } from '../modules/dashboard/embedded-dashboard.entity';
import { Database } from '../modules/database/database.entity';
import { SshTunnel } from '../modules/database/ssh-tunnel.entity';
import { Dataset } from '../modules/dataset/dataset.entity';
import { DatasetColumn } from '../modules/dataset/dataset-column.entity';
import { SqlMetric } from '../modules/dataset/sql-metric.entity';
import { DynamicPlugin } from '../modules/dynamic-plugin/dynamic-plugin.entity';
import { Favorite } from '../modules/favorite/favorite.entity';
import { EventLog } from '../modules/log/event-log.entity';
import { KeyValue } from '../modules/permalink/key-value.entity';
import { ReportExecutionLog } from '../modules/report/report-execution-log.entity';
import { ReportRecipient } from '../modules/report/report-recipient.entity';
import { ReportSchedule } from '../modules/report/report-schedule.entity';
import { SavedQuery } from '../modules/saved-query/saved-query.entity';
import { Group } from '../modules/security/group.entity';
import { Permission, PermissionView, ViewMenu } from '../modules/security/permission.entity';
import { Role } from '../modules/security/role.entity';
import { RowLevelSecurityFilter } from '../modules/security/row-level-security.entity';
import { UserAttribute } from '../modules/security/user-attribute.entity';
import { User } from '../modules/security/user.entity';
import { Query } from '../modules/sqllab/query.entity';
import { TableSchema, TabState } from '../modules/sqllab/tab-state.entity';
import { Tag, TaggedObject } from '../modules/tag/tag.entity';
import { Theme } from '../modules/theme/theme.entity';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own option type
export const ENTITIES: Function[] = [
  // security
  User,
  Role,
  Group,
  Permission,
  ViewMenu,
  PermissionView,
  UserAttribute,
  RowLevelSecurityFilter,
  // data
  Database,
  SshTunnel,
  Dataset,
  DatasetColumn,
  SqlMetric,
  // exploration
  Chart,
  Dashboard,
  EmbeddedDashboard,
  Theme,
  CssTemplate,
  AnnotationLayer,
  Annotation,
  DynamicPlugin,
  // SQL Lab
  SavedQuery,
  Query,
  TabState,
  TableSchema,
  // alerts and reports
  ReportSchedule,
  ReportRecipient,
  ReportExecutionLog,
  // cross-cutting
  Tag,
  TaggedObject,
  Favorite,
  EventLog,
  KeyValue,
  AsyncEvent,
];
