// Inline stroke icons for the landing's feature cards: emoji depend on an emoji font (Debian's Chromium has
// none, so they showed as empty boxes) and look different on every platform.
const ICONS = {
  upload: 'M4 8h3l2-3h6l2 3h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
  ai: 'M9 3v3m6-3v3M9 18v3m6-3v3M3 9h3m-3 6h3m12-6h3m-3 6h3M6 6h12v12H6zM10 10h4v4h-4z',
  transfers: 'M4 8h13l-3-3m6 11H7l3 3',
  captain: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3.2 6.2a4 4 0 1 0 0 5.6',
  pitch: 'M3 5h18v14H3zM12 5v14M12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM3 9h3v6H3m18-6h-3v6h3',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8m0-5v5h5m4-1v5l3 2',
} as const;

export type FeatureIconName = keyof typeof ICONS;

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}
