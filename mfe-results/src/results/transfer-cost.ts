/** Spec §2: '+£Xm' when a transfer costs money, otherwise the absolute amount ('£Xm'). */
export function formatTransferCost(cost: number): string {
  const amount = `£${Math.abs(cost).toFixed(1)}m`;
  return cost > 0 ? `+${amount}` : amount;
}

/** Millions as the FPL site shows them: £0.5m. */
export function formatMillions(value: number): string {
  return `${value < 0 ? '-' : ''}£${Math.abs(value).toFixed(1)}m`;
}
