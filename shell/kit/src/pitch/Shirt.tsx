import { useId } from 'react';
import { clubKit } from './club-kits.js';

export interface ShirtProps {
  /** Three-letter club code. */
  team: string;
  goalkeeper?: boolean;
  /** Pixels wide; the shirt is a little taller than wide. */
  size?: number;
  className?: string;
}

/** An FPL-style shirt in the club's colours (decorative: the player's name says who it is). */
export function Shirt({ team, goalkeeper = false, size = 48, className }: ShirtProps) {
  const colours = clubKit(team, goalkeeper);
  const clipId = useId();
  const body = 'M18 6 L26 3 Q32 8 38 3 L46 6 L60 16 L53 28 L47 24 L47 60 L17 60 L17 24 L11 28 L4 16 Z';
  return (
    <svg
      className={className}
      width={size}
      height={size * 1.0}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <clipPath id={clipId}>
          <path d={body} />
        </clipPath>
      </defs>
      <path d={body} fill={colours.body} />
      <g clipPath={`url(#${clipId})`}>
        {colours.stripes &&
          [22, 32, 42].map((x) => (
            <rect key={x} x={x - 2.5} y="0" width="5" height="64" fill={colours.stripes} />
          ))}
        <path d="M4 16 L18 6 L17 24 L11 28 Z M60 16 L46 6 L47 24 L53 28 Z" fill={colours.sleeves} />
      </g>
      <path d="M26 3 Q32 8 38 3" fill="none" stroke={colours.trim} strokeWidth="2.5" />
      <path d={body} fill="none" stroke="rgba(0,0,0,0.35)" strokeWidth="1.2" strokeLinejoin="round" />
    </svg>
  );
}
