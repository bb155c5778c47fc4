/** Value conversions at the engine boundary that do not depend on a driver. */

const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Integers beyond 2^53 keep every digit as a string rather than silently losing precision. */
export function bigintToJson(value: bigint): number | string {
  return value >= MIN_SAFE && value <= MAX_SAFE ? Number(value) : value.toString();
}
