const SEPARATORS = /([-._ /])/;

function incrementRun(run: string, first: string, last: string, carryPrefix: string): string {
  const chars = [...run];
  for (let i = chars.length - 1; i >= 0; i--) {
    const char = chars[i]!;
    const top = char >= 'a' && char <= 'z' ? last.toLowerCase() : last;
    if (char !== top) {
      chars[i] = String.fromCharCode(char.charCodeAt(0) + 1);
      return chars.join('');
    }
    chars[i] = char === top && top !== last ? first.toLowerCase() : first;
  }
  const lead = run[0]! >= 'a' && run[0]! <= 'z' ? carryPrefix.toLowerCase() : carryPrefix;
  return lead + chars.join('');
}

function incrementSection(section: string): string {
  const digits = /^(.*?)(\d+)$/.exec(section);
  if (digits) return digits[1]! + incrementRun(digits[2]!, '0', '9', '1');
  const letters = /^(.*?)([A-Za-z]+)$/.exec(section);
  if (letters) return letters[1]! + incrementRun(letters[2]!, 'A', 'Z', 'A');
  return `${section}A`;
}

/** Adds a section to a name: '1' after letters, 'A' after digits, joined by the name's last separator or '-'. */
export function appendSection(name: string): string {
  const parts = name.split(SEPARATORS);
  const separator = parts.length > 1 ? parts[parts.length - 2]! : '-';
  return `${name}${separator}${/\d$/.test(name) ? 'A' : '1'}`;
}

/**
 * The next quote or sign label after `name`: the last separator-joined section (separators - . _
 * space /) counts up by letters or digits; a section is added when the result would equal `comparison`
 * (case-insensitive), e.g. when a sign is inserted between A and B.
 *
 * | name  | comparison | next  |
 * |-------|------------|-------|
 * | A     |            | B     |
 * | Z     |            | AA    |
 * | AZ    |            | BA    |
 * | a     |            | b     |
 * | 9     |            | 10    |
 * | A9    |            | A10   |
 * | A09   |            | A10   |
 * | 1-Z   |            | 1-AA  |
 * | A-1   |            | A-2   |
 * | 2.9   |            | 2.10  |
 * | (empty) |          | A     |
 * | A     | B          | A-1   |
 * | A-1   | A-2        | A-1-A |
 * | 1     | 2          | 1-A   |
 */
export function nextSequenceName(name: string, comparison?: string | null): string {
  const parts = name.split(SEPARATORS);
  parts[parts.length - 1] = incrementSection(parts[parts.length - 1]!);
  const next = parts.join('');
  if (comparison != null && next.trim().toLowerCase() === comparison.trim().toLowerCase())
    return appendSection(name);
  return next;
}

/** The label of a sign inserted after row `index` (or 'A' in an empty table), avoiding the next row's label. */
export function nameForInsertedSign(labels: readonly string[], index: number): string {
  const previous = labels[index];
  return previous === undefined ? 'A' : nextSequenceName(previous, labels[index + 1]);
}

/** The label of a new sub-part: the next after the last sub-part, or the parent's label plus a section. */
export function nameForNewSubsign(parentLabel: string, subsignLabels: readonly string[]): string {
  const last = subsignLabels[subsignLabels.length - 1];
  return last === undefined ? appendSection(parentLabel) : nextSequenceName(last);
}
