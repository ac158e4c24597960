// Inline icons: Debian's Chromium has no emoji font, and icons must not depend on one.
const PATHS = {
  ball: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 4.2 3.3 2.4-1.3 3.9h-4l-1.3-3.9L12 6.2Zm-7.7 5.1 2.9-.9 1.3 3.9-2.1 2.9a7.9 7.9 0 0 1-2.1-5.9Zm4.6 8.8 1.1-3.4h4l1.1 3.4a8 8 0 0 1-6.2 0Zm10.6-2.9-2.1-2.9 1.3-3.9 2.9.9a7.9 7.9 0 0 1-2.1 5.9Z',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7l1-8Z',
  arrow: 'M5 12h14m-6-6 6 6-6 6',
} as const;

export function Icon({ name, className }: { name: keyof typeof PATHS; className?: string }) {
  const stroke = name === 'arrow';
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      fill={stroke ? 'none' : 'currentColor'}
      stroke={stroke ? 'currentColor' : 'none'}
      strokeWidth={stroke ? 2.5 : undefined}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
