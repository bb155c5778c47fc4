export { createRestGateway, type RestGatewayOptions } from './gateway';
export type { ExecuteFn, HttpContext } from './core/execute';
export { createLegacyGateway } from './legacy-gateway';
