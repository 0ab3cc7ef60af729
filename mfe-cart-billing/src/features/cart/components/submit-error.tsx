import { useAppSelector } from '../../../app/hooks';
import { selectSubmitError } from '../store/cart-slice';

// The cart and the billing review submit the same order through the cart store, so both show
// a failed submit the same way: one inline alert above their actions, nothing when it went well.
export function SubmitError() {
  const submitError = useAppSelector(selectSubmitError);
  return submitError ? (
    <p className="qc-inline-error" role="alert">
      {submitError}
    </p>
  ) : null;
}
