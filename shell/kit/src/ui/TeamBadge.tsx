import { useState } from 'react';

/** The Premier League's public badge host; `code` is a club's badge number (bootstrap-static teams[].code). */
export function badgeUrl(code: number): string {
  return `https://resources.premierleague.com/premierleague/badges/70/t${code}.png`;
}

export interface TeamBadgeProps {
  /** Badge number; without one only the name shows. */
  code?: number | null;
  /** The club's name, shown beside the badge (or alone). */
  name: string;
  /** Hide the name visually (kept for screen readers). */
  hideName?: boolean;
}

/** A club badge with its name; the image is hidden when it fails to load (spec §7). */
export function TeamBadge({ code, name, hideName = false }: TeamBadgeProps) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="fpl-team-badge">
      {code != null && !failed && (
        <img
          src={badgeUrl(code)}
          alt=""
          width={28}
          height={28}
          loading="lazy"
          onError={() => setFailed(true)}
        />
      )}
      <span className={hideName ? 'fpl-sr-only' : undefined}>{name}</span>
    </span>
  );
}
