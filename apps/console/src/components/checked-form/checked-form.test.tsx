import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render.tsx';
import { CheckedForm } from './checked-form.tsx';

/** A form whose every submit fails with the server's words; the submit count shows the calls. */
function FailingForm({ failureBefore }: { failureBefore: boolean }) {
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [submits, setSubmits] = useState(0);
  return (
    <CheckedForm
      aria-label="Add a seller"
      failureBefore={failureBefore}
      failure={{ message, clear: () => setMessage(undefined) }}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmits((count) => count + 1);
        setMessage(`The campaign has ended (try ${String(submits + 1)}).`);
        return Promise.resolve();
      }}
    >
      <button type="submit">Add seller</button>
    </CheckedForm>
  );
}

const render = (failureBefore: boolean) =>
  renderRoutes([{ path: '/', element: <FailingForm failureBefore={failureBefore} /> }], '/');

describe('a checked back-office form', () => {
  it('shows a failure no field can show among its fields, and a new submit replaces it', async () => {
    const { user } = render(false);
    const form = screen.getByRole('form', { name: 'Add a seller' });
    expect(form).toHaveAttribute('novalidate');
    await user.click(screen.getByRole('button', { name: 'Add seller' }));
    expect(within(form).getByText('The campaign has ended (try 1).')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add seller' }));
    expect(within(form).getByText('The campaign has ended (try 2).')).toBeVisible();
    expect(screen.queryByText('The campaign has ended (try 1).')).toBeNull();
  });

  it('puts the failure above a form laid out in a row', async () => {
    const { user } = render(true);
    const form = screen.getByRole('form', { name: 'Add a seller' });
    await user.click(screen.getByRole('button', { name: 'Add seller' }));
    const failure = screen.getByText('The campaign has ended (try 1).');
    expect(form).not.toContainElement(failure);
    expect(failure.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
