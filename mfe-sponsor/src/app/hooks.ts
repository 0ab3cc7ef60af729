import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import { useSearchParams } from '@qcard/shared/navigation/router';
import type { RootState } from './store';

export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
export const useAppDispatch = () => useDispatch();

/**
 * The previous path passed along in ?from= (SPEC: the employee detail gets it). Only a path of
 * this portal is accepted, so a crafted link can not send Back to another site.
 */
export function safeFrom(raw: string | null, fallback: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  return raw;
}

export function useFromPath(fallback: string): string {
  const [params] = useSearchParams();
  return safeFrom(params.get('from'), fallback);
}
