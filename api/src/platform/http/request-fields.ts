// Fields of a request body read the SPEC's way.
import { API_MSG, ApiError, catalogueText, type TextParam } from './envelope';

/** A positive whole page number from the body (pageNo or pageNumber), default 1. */
export function pageNumberOf(body: Record<string, unknown>): number {
  const raw = body.pageNo ?? body.pageNumber;
  const n =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : 1;
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** A positive whole number, or up to 9 of its digits in a string (blanks around them ignored); else null. */
export function positiveNumber(raw: unknown): number | null {
  const n = typeof raw === 'string' && /^[0-9]{1,9}$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** A positive id from the body; anything else is a validation failure naming the field. */
export function idField(body: Record<string, unknown>, names: string[], label: TextParam): number {
  for (const name of names) {
    const v = body[name];
    if (v === undefined || v === null || v === '') continue;
    const n =
      typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
    if (Number.isSafeInteger(n) && n > 0) return n;
    throw new ApiError(API_MSG.VALIDATION_FAILED, {
      params: [catalogueText('FIELD_INVALID', label)],
    });
  }
  throw new ApiError(API_MSG.VALIDATION_FAILED, { params: [catalogueText('FIELD_BLANK', label)] });
}
