/**
 * A name folded for comparison: accents dropped, trimmed, lower case, so ' Raúl' and 'raul' match.
 *
 * @example
 * foldName(' Raúl '); // 'raul'
 */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
}
