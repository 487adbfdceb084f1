import type { ChangeEvent } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/**
 * The part of a react-hook-form form that shared fields use: every form with the fields `Name`
 * fits, whatever its other fields (`UseFormReturn<Values>` itself would have to match exactly).
 */
export interface FieldForm<Name extends string> {
  register: (
    name: Name,
    options?: { deps?: Name[]; onChange?: (event: ChangeEvent<HTMLInputElement>) => void },
  ) => UseFormRegisterReturn<Name>;
  formState: { errors: Partial<Record<Name, FieldError>> };
}
