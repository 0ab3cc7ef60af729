// A field hydrated over the server's painted page (shell/src/features/remotes/remote-slot.tsx) may
// hold text the visitor typed before the app started. React keeps what the control holds when it
// hydrates, and the caret with it, but the form's state does not know it: the field's next render
// would write the form's empty value over the text, and a submit would send nothing. So on mount
// the field takes what its control holds; typed and left before the app, it counts as left (its
// rules checked, a wrong value said under it, as after a blur).
import { useEffect, useLayoutEffect, useRef } from 'react';

/** The ref for the field's control; its input takes the control's text at mount if the visitor typed any. */
export function useTypedBeforeHydration<E extends HTMLInputElement | HTMLTextAreaElement>(input: {
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const ref = useRef<E>(null);
  const left = useRef(false);
  useLayoutEffect(() => {
    const control = ref.current;
    // React gives a control it rendered its value as the default: a difference was typed.
    if (!control || control.value === control.defaultValue) return;
    input.onChange(control.value);
    left.current = control.ownerDocument.activeElement !== control;
    // Once, at mount: later renders are the live field's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // After react-final-form has registered the field, in its own effect, run before this one.
  useEffect(() => {
    if (left.current) input.onBlur();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
