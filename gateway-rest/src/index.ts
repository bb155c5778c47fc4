export { createRestGateway, type RestGatewayOptions } from './gateway';
export type { ExecuteFn, HttpContext } from './core/execute';
export { createLegacyGateway } from './legacy-gateway';
export { isRawJson, rawJson, rawJsonText, type RawJson } from './core/raw-json';
export { parseQueryContext } from './resources/chart-data.request';
