import { zodResolver } from '@hookform/resolvers/zod';
import { BusinessAccountApi, turnOffSecondFactorFormSchema } from '@citybook/contract/business';
import type { TurnOffSecondFactorForm } from '@citybook/contract/business';
import { Button } from '@citybook/ui';
import { useForm } from 'react-hook-form';
import { Dialog, DialogActions } from '../../../components/dialog/dialog.tsx';
import { TextField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { submitWith } from '../../../components/sign-in/form-submit.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import styles from './business-account.module.css';

/**
 * MERCHANT-15: turning two-step sign-in off asks for the password and a current code (the app's
 * or a recovery code), so a session left open on a shared counter device cannot do it alone.
 */
export function TurnOffDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const form = useForm<TurnOffSecondFactorForm>({
    resolver: zodResolver(turnOffSecondFactorFormSchema),
    defaultValues: { currentPassword: '', code: '' },
  });
  const failure = useFormFailure(
    form,
    'Two-step sign-in could not be turned off. Please try again.',
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog title="Turn off two-step sign-in?" onClose={onClose}>
      <form
        className={styles.stack}
        noValidate
        onSubmit={submitWith(form, failure, async (values) => {
          await callApi(BusinessAccountApi.turnOffBusinessSecondFactor, { body: values });
          onDone();
        })}
      >
        <p>
          Your password alone will sign you in, and your recovery codes stop working. To turn it
          off, enter your password and a code from your authenticator app.
        </p>
        {failure.message ? <Notice tone="error">{failure.message}</Notice> : null}
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <TextField
          label="Code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Turning off…' : 'Turn off'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
