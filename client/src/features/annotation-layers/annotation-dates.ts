// Annotation times are stored as naive UTC (as Superset stores them) and edited as such: a datetime-local
// value is read as UTC, and shown back the same way, so the times a person types are the ones charts draw.

/** An instant as a `datetime-local` value at UTC ('2024-03-01T12:30'); '' for none. */
export function toUtcInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16);
}

/** A `datetime-local` value read as UTC, as an ISO instant; null when it is empty or not a time. */
export function fromUtcInputValue(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(`${value}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** How the annotation list shows a time: 'YYYY-MM-DD HH:mm' at UTC. */
export function formatUtc(iso: string | null | undefined): string {
  return toUtcInputValue(iso).replace('T', ' ');
}
