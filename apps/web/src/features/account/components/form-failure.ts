/** What a form page does with a failed call: mark one of its fields, or explain in a dialog. */
export type FormFailure<Field extends string> =
  | { kind: 'field'; field: Field; message: string }
  | { kind: 'dialog'; message: string; hideContact?: boolean };
