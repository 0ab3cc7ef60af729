// Record ids in page URLs (?cardId=12, ?orderId=7): only a plain positive integer counts, so a
// crafted query never reaches the API as an id.
import { useSearchParams } from '@qcard/runtime/navigation/router';

/** The id as a number, or null when absent or not a positive integer of at most 15 digits. */
export function parseQueryId(raw: string | null): number | null {
  if (!raw || !/^[0-9]{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** A positive integer id from the URL query, or null. */
export function useQueryId(name: string): number | null {
  const [params] = useSearchParams();
  return parseQueryId(params.get(name));
}
