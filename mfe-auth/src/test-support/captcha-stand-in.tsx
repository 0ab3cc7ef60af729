// Stand-in for @qcard/runtime/ui/captcha-field in component tests: a button that "solves" it.
import { useField } from 'react-final-form';

let counter = 0;

export function CaptchaField({ name = 'captcha' }: { name?: string }) {
  const { input } = useField<string | undefined>(name, {
    validate: (v) => (v ? undefined : 'captcha required'),
  });
  return (
    <button type="button" onClick={() => input.onChange(`solved-${++counter}`)}>
      {input.value ? 'Captcha solved' : 'Solve captcha'}
    </button>
  );
}
