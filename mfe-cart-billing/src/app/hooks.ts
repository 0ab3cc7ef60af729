import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import { useSearchParams } from '@qcard/shared/navigation/router';
import type { RootState } from './store';

export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
export const useAppDispatch = () => useDispatch();

/** A positive integer id from the URL query (?orderId=12), or null. */
export function useQueryId(name: string): number | null {
  const [params] = useSearchParams();
  const raw = params.get(name);
  if (!raw || !/^[0-9]{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}
