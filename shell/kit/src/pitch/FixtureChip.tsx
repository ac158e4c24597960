import './pitch.css';

export interface FixtureChipProps {
  /** As written by the analysis, e.g. 'SOU (H)'. */
  label: string;
  /** FPL difficulty 1–5; null when unknown (drawn neutral). */
  difficulty: number | null;
  size?: 'sm' | 'md';
}

/** A fixture coloured by FPL's difficulty scale (the kit's .fpl-fdr classes and --fpl-fdr-N tokens). */
export function FixtureChip({ label, difficulty, size = 'md' }: FixtureChipProps) {
  const level = difficulty !== null && difficulty >= 1 && difficulty <= 5 ? Math.round(difficulty) : null;
  return (
    <span
      className={`fpl-fdr fpl-fdr--${level ?? 'unknown'} fpl-fdr-chip fpl-fdr-chip--${size}`}
      title={level ? `${label}: difficulty ${level} of 5` : label}
    >
      {label}
      {level && <span className="fpl-sr-only">, difficulty {level}</span>}
    </span>
  );
}
