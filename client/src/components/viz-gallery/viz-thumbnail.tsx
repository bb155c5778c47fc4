// A chart type's gallery picture, drawn inline from the shapes its plugin declares (no image is fetched).
import type { RegisteredViz } from '../../viz/registry';

const TONES = { 1: 'var(--mantine-color-tessera-7)', 2: 'var(--mantine-color-tessera-3)', 3: 'var(--mantine-color-gray-5)' } as const;

export function VizThumbnail({ viz, width = 72 }: { viz: RegisteredViz; width?: number }) {
  return (
    <svg width={width} height={(width * 32) / 48} viewBox="0 0 48 32" aria-hidden="true" data-testid="viz-thumbnail">
      {viz.gallery.thumbnail.map((shape, index) => {
        const colour = TONES[shape.tone ?? 1];
        return shape.stroke ? (
          <path key={index} d={shape.d} fill="none" stroke={colour} strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path key={index} d={shape.d} fill={colour} />
        );
      })}
    </svg>
  );
}
