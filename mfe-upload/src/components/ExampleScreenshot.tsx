/** A drawing of the FPL Transfers page (pitch, name plates with prices, the bank) for the help panel. */
export function ExampleScreenshot() {
  const rows: [number, number][] = [
    [1, 34],
    [4, 78],
    [4, 122],
    [2, 166],
  ];
  return (
    <svg
      className="up-example"
      viewBox="0 0 240 210"
      role="img"
      aria-label="Example: the Transfers page with the whole squad on the pitch and the money remaining above it"
    >
      <rect width="240" height="210" rx="10" fill="#37003c" />
      <rect x="10" y="8" width="100" height="14" rx="4" fill="#ffffff22" />
      <text x="16" y="18" fontSize="8" fill="#fff">
        Transfers
      </text>
      <rect x="150" y="8" width="80" height="14" rx="4" fill="#00ff87" />
      <text x="156" y="18" fontSize="7.5" fill="#37003c">
        Bank £0.5m · 1 FT
      </text>
      <rect x="10" y="26" width="220" height="176" rx="6" fill="#1c8a3a" />
      <path
        d="M10 114 H230 M120 114 m-22 0 a22 22 0 1 0 44 0 a22 22 0 1 0 -44 0"
        stroke="#ffffff55"
        fill="none"
      />
      {rows.map(([count, y]) =>
        Array.from({ length: count }, (_, i) => {
          const x = 120 + (i - (count - 1) / 2) * 48;
          return (
            <g key={`${x}-${y}`}>
              <path d={`M${x - 8} ${y} l4 -4 h8 l4 4 v12 h-16 z`} fill={y === 34 ? '#04f5ff' : '#e90052'} />
              <rect x={x - 18} y={y + 14} width="36" height="9" rx="2" fill="#fff" />
              <rect x={x - 18} y={y + 23} width="36" height="7" rx="2" fill="#37003c" />
              <text x={x} y={y + 28.5} fontSize="5" fill="#fff" textAnchor="middle">
                £{(5 + ((i * 7 + y) % 40) / 10).toFixed(1)}m
              </text>
            </g>
          );
        }),
      )}
    </svg>
  );
}
