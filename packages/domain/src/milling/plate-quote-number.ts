/**
 * The words of a plate's file name that could be a job's quote number: a quote number shows in a
 * file name as a whole word, between spaces, underscores, dots, slashes or the name's ends, and may
 * itself hold dashes ('RAC-11252026MER'), so every run of dash-joined parts of a word is a
 * candidate ('RAC-11252026MER-plate3.nc' → 'rac', 'rac-11252026mer', … 'plate3'). Lower case,
 * as quote numbers are unique without regard to case; longest first, so the longest match wins.
 */
export function quoteNumberCandidates(fileName: string): string[] {
  const found = new Set<string>();
  for (const word of fileName.toLowerCase().split(/[\s_./\\]+/)) {
    const parts = word.split('-').slice(0, 12);
    for (let from = 0; from < parts.length; from += 1)
      for (let to = from + 1; to <= parts.length; to += 1) {
        const candidate = parts.slice(from, to).join('-');
        if (candidate.length >= 3) found.add(candidate);
      }
  }
  return [...found].sort((a, b) => b.length - a.length || a.localeCompare(b)).slice(0, 200);
}
