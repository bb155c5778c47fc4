// The explore screen's glyphs, inline SVG (no icon font is loaded).
import type { ReactNode } from 'react';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function Svg({ size = 16, children, label }: { size?: number; children: ReactNode; label?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden={label ? undefined : true} role={label ? 'img' : undefined} aria-label={label}>
      {children}
    </svg>
  );
}

/** Superset's column type glyphs: # numeric, ABC string, a clock for time, a toggle for boolean, ? unknown. */
export function ColumnTypeIcon({ typeGeneric, isDttm }: { typeGeneric: number | null | undefined; isDttm?: boolean }) {
  const text = (glyph: string, size = 10) => (
    <text x="12" y="16" textAnchor="middle" fontSize={size} fontWeight={700} fill="currentColor" fontFamily="sans-serif">
      {glyph}
    </text>
  );
  if (isDttm || typeGeneric === 2) {
    return (
      <Svg label="Temporal column">
        <circle cx="12" cy="12" r="8" {...stroke} />
        <path d="M12 8v4l3 2" {...stroke} />
      </Svg>
    );
  }
  if (typeGeneric === 0) return <Svg label="Numeric column">{text('#', 14)}</Svg>;
  if (typeGeneric === 1) return <Svg label="String column">{text('ABC', 8)}</Svg>;
  if (typeGeneric === 3) {
    return (
      <Svg label="Boolean column">
        <rect x="3" y="8" width="18" height="8" rx="4" {...stroke} />
        <circle cx="16" cy="12" r="2" fill="currentColor" />
      </Svg>
    );
  }
  return <Svg label="Column of unknown type">{text('?', 14)}</Svg>;
}

export function MetricIcon() {
  return (
    <Svg label="Metric">
      <text x="12" y="16" textAnchor="middle" fontSize={11} fontStyle="italic" fontWeight={700} fill="currentColor" fontFamily="serif">
        f(x)
      </text>
    </Svg>
  );
}

export function CertifiedIcon({ size = 14 }: { size?: number }) {
  return (
    <Svg size={size}>
      <path d="M12 2l2.4 2.2 3.2-.4.9 3.1 2.8 1.6-1.3 3 1.3 3-2.8 1.6-.9 3.1-3.2-.4L12 22l-2.4-2.2-3.2.4-.9-3.1-2.8-1.6 1.3-3-1.3-3 2.8-1.6.9-3.1 3.2.4z" fill="var(--mantine-color-blue-6)" />
      <path d="M8 12l3 3 5-6" {...stroke} stroke="white" />
    </Svg>
  );
}

export function WarningIcon({ size = 14 }: { size?: number }) {
  return (
    <Svg size={size}>
      <path d="M12 3l10 18H2z" fill="var(--mantine-color-yellow-6)" />
      <path d="M12 10v5M12 18v.5" {...stroke} stroke="white" />
    </Svg>
  );
}

export function StarIcon({ filled }: { filled: boolean }) {
  return (
    <Svg size={20}>
      <path
        d="M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.4l-5.6 2.9 1.1-6.2L3 9.7l6.2-.9z"
        fill={filled ? 'var(--mantine-color-yellow-5)' : 'none'}
        stroke={filled ? 'var(--mantine-color-yellow-6)' : 'currentColor'}
        strokeWidth={1.8}
        strokeLinejoin="round"
      />
    </Svg>
  );
}

export function DotsIcon() {
  return (
    <Svg>
      <circle cx="5" cy="12" r="1.6" fill="currentColor" />
      <circle cx="12" cy="12" r="1.6" fill="currentColor" />
      <circle cx="19" cy="12" r="1.6" fill="currentColor" />
    </Svg>
  );
}

export function DatasetIcon() {
  return (
    <Svg>
      <rect x="3" y="4" width="18" height="16" rx="2" {...stroke} />
      <path d="M3 10h18M9 10v10" {...stroke} />
    </Svg>
  );
}

export function EditPencilIcon() {
  return (
    <Svg size={14}>
      <path d="M4 20h4L19 9l-4-4L4 16z" {...stroke} />
    </Svg>
  );
}
