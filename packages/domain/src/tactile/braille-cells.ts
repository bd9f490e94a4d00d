/** A line's cells, counted as liblouis wrote them (a space is a blank cell). */
export function cellCount(braille: string): number {
  return Array.from(braille).length;
}
