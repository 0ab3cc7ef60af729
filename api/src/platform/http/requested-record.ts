// The record a call names by id: a bad id, a missing record and someone else's all answer the
// same 485, so an answer never tells whether someone else's record exists.
import { API_MSG, ApiError } from './envelope';

export function notFound(): ApiError {
  return new ApiError(API_MSG.NOT_FOUND, { httpStatus: 404 });
}

/** A positive integer id from the first of these body fields that holds one (number or digit string), else null. */
export function positiveId(body: Record<string, unknown>, ...names: string[]): number | null {
  for (const name of names) {
    const v = body[name];
    if (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) return v;
    if (typeof v === 'string' && /^[0-9]{1,15}$/.test(v.trim()) && Number(v) > 0) return Number(v);
  }
  return null;
}

/** The id as positiveId reads it; without one, 485 like a record that does not exist. */
export function requiredId(body: Record<string, unknown>, ...names: string[]): number {
  const id = positiveId(body, ...names);
  if (id === null) throw notFound();
  return id;
}
