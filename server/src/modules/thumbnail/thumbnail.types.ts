import { registerEnumType } from 'type-graphql';

export enum ThumbnailKindEnum {
  CHART = 'chart',
  DASHBOARD = 'dashboard',
}
registerEnumType(ThumbnailKindEnum, { name: 'ThumbnailKind', description: 'What a thumbnail shows.' });
