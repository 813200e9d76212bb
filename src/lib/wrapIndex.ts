/** An index moved past either end comes back round: wrapIndex(-1, 5) === 4, wrapIndex(5, 5) === 0. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
