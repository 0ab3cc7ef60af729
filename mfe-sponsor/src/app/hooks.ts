import { useEffect, useRef } from 'react';
import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import type { UnknownAction } from 'redux';
import { useSearchParams } from '@qcard/runtime/navigation/router';
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

/**
 * A server-paged list searches again each time it is shown, at the page it was on, so coming
 * back to the list shows that page with what changed meanwhile.
 */
export function useSearchAgainOnShow(
  pageNumber: number | undefined,
  searchRequested: (query: null, pageNo: number) => UnknownAction,
) {
  const dispatch = useAppDispatch();
  const shownPage = useRef(pageNumber ?? 1);
  useEffect(() => {
    dispatch(searchRequested(null, shownPage.current));
  }, [dispatch, searchRequested]);
}
