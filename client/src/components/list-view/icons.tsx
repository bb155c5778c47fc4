// The few glyphs the list view needs, inline so no icon font or library is loaded.
interface IconProps {
  size?: number;
}

export function SearchIcon({ size = 16 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

/** Up/down carets; the active direction is drawn solid. */
export function SortIcon({ order }: { order: 'asc' | 'desc' | null }) {
  const dim = 'var(--mantine-color-gray-4)';
  const on = 'var(--mantine-color-tessera-7)';
  return (
    <svg width={10} height={14} viewBox="0 0 10 14" aria-hidden="true">
      <path d="M5 1l4 5H1z" fill={order === 'asc' ? on : dim} />
      <path d="M5 13l4-5H1z" fill={order === 'desc' ? on : dim} />
    </svg>
  );
}
