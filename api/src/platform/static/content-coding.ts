// Which compressed form of a response a request accepts (Accept-Encoding, RFC 9110 12.5.3).
export type Coding = 'br' | 'gzip';

/** The codings this server can send, best first when the browser rates them equally. */
export const CODINGS: readonly Coding[] = ['br', 'gzip'];

/** Coding -> quality from an Accept-Encoding header; "*" stands for every coding not named. */
export function acceptedCodings(header: string | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim().toLowerCase());
      if (key !== 'q') continue;
      const parsed = Number(value);
      // A malformed weight is read as "not acceptable" rather than as a full yes.
      q = value !== undefined && /^[01](\.\d{0,3})?$/.test(value) && parsed <= 1 ? parsed : 0;
    }
    out.set(name === 'x-gzip' ? 'gzip' : name, q);
  }
  return out;
}

function qualityOf(accepted: Map<string, number>, coding: string): number {
  return accepted.get(coding) ?? accepted.get('*') ?? 0;
}

/** The codings a request accepts among `CODINGS`, best first (brotli on a tie); none without the header. */
export function acceptableCodings(header: string | undefined): Coding[] {
  const accepted = acceptedCodings(header);
  return CODINGS.map((coding, order) => ({ coding, order, q: qualityOf(accepted, coding) }))
    .filter((c) => c.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((c) => c.coding);
}
