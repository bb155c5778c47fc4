// The glyphs of the dataset screens, inline SVG (emoji and icon fonts are not on every machine).
const svg = { width: 16, height: 16, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export function RemoveIcon() {
  return (
    <svg {...svg} width={14} height={14}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg {...svg} width={14} height={14} style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 120ms' }}>
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}
