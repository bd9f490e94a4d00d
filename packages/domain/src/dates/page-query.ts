/** A page's query values: text, or for keys containing 'date' whatever their JSON held. */
export type PageQuery = Record<string, unknown>;

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

function readValue(key: string, text: string): unknown {
  if (!key.toLowerCase().includes('date')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Reads a query string; keys containing 'date' are read as JSON when possible, else kept as text. */
export function decodePageQuery(query: string): PageQuery {
  const result: PageQuery = {};
  for (const pair of query.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = decodePart(at < 0 ? pair : pair.slice(0, at));
    if (key === '__proto__') continue;
    result[key] = readValue(key, decodePart(at < 0 ? '' : pair.slice(at + 1)));
  }
  return result;
}

/** Writes a query string (no '?'); object values are JSON-encoded, null and undefined left out. */
export function encodePageQuery(values: PageQuery): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => {
      const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
      return `${encodeURIComponent(key)}=${encodeURIComponent(text)}`;
    })
    .join('&');
}
