// The patron and the unregistered reload pages submit the same way: the reload goes into a cart
// and, once it is added (the reload seq moves past the one seen at mount), the rider is taken to
// that cart. They differ only in which cart. Spread the result onto ReloadForm.
import { useEffect, useRef } from 'react';
import { useNavigate } from '@qcard/runtime/navigation/router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { reloadActions, selectReload } from '../store/reload-slice';

export function useReloadToCart(cart: string): {
  submitting: boolean;
  onSubmit: (contractId: number, cents: number) => void;
} {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const reload = useAppSelector(selectReload);
  const seqAtMount = useRef(reload.seq);
  useEffect(() => {
    if (reload.seq > seqAtMount.current) void navigate(cart);
  }, [reload.seq, navigate, cart]);
  return {
    submitting: reload.status === 'submitting',
    onSubmit: (contractId, cents) => dispatch(reloadActions.addRequested(contractId, cents, cart)),
  };
}
