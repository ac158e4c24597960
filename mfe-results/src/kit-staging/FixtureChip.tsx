export interface FixtureChipProps {
  /** As written by the analysis, e.g. 'SOU (H)'. */
  label: string;
  /** FPL difficulty 1–5; null when unknown (drawn neutral). */
  difficulty: number | null;
  size?: 'sm' | 'md';
}

/** A fixture coloured by FPL's difficulty scale (the colours live in the kit tokens: --fdr-1 … --fdr-5). */
export function FixtureChip({ label, difficulty, size = 'md' }: FixtureChipProps) {
  const level = difficulty !== null && difficulty >= 1 && difficulty <= 5 ? Math.round(difficulty) : null;
  return (
    <span
      className={`kit-fdr kit-fdr--${size}`}
      data-difficulty={level ?? 'unknown'}
      title={level ? `${label}: difficulty ${level} of 5` : label}
    >
      {label}
      {level && <span className="kit-visually-hidden">, difficulty {level}</span>}
    </span>
  );
}
