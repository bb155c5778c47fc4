/** Value conversions at the engine boundary that do not depend on a driver. */

/** Integers beyond 2^53 keep every digit as a string rather than silently losing precision. */
export function bigintToJson(value: bigint): number | string {
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString();
}
