import { ConsoleEditText } from '@citybook/contract/console-fields';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/*
 * What the editor tests do alike (OPERATOR-10): a field by its label, typing over it, and a save
 * that someone else's save beat (409 editConflict).
 */

/** A form control, by its label. */
export const field = (label: string) => screen.getByLabelText(label);

/** Replaces what a text field holds, as an editor types it. */
export async function retype(user: UserEvent, label: string, text: string): Promise<void> {
  await user.clear(field(label));
  await user.type(field(label), text);
}

/** Saves the form, and answers the notice that someone else saved first. */
export async function saveIntoConflict(user: UserEvent): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(ConsoleEditText.editConflict);
  return alert;
}
