// The field every screen that asks for a Q Card's serial uses: the kit's text field with the one
// serial rule and typing of card-serial.ts, so the five serial boxes cannot drift apart again.
import { CARD_SERIAL_RULES, parseCardSerial } from '@qcard/kit/forms/card-serial';
import { TextField, type TextFieldProps } from '@qcard/kit/forms/text-fields';

export type CardSerialFieldProps = Omit<
  TextFieldProps,
  | 'required'
  | 'inputMode'
  | 'autoComplete'
  | 'parse'
  | 'format'
  | 'type'
  | keyof typeof CARD_SERIAL_RULES
>;

export function CardSerialField(props: CardSerialFieldProps) {
  return (
    <TextField
      {...props}
      required
      inputMode="numeric"
      autoComplete="off"
      parse={parseCardSerial}
      {...CARD_SERIAL_RULES}
    />
  );
}
