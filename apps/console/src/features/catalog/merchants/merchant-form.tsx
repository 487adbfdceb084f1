import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorCode } from '@citybook/contract/app';
import { CatalogConsoleApi, merchantFormSchema } from '@citybook/contract/catalog';
import type { MerchantEditor, MerchantForm } from '@citybook/contract/catalog';
import { ConsoleEditText } from '@citybook/contract/console-fields';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldError } from 'react-hook-form';
import { useBlocker } from 'react-router';
import { Dialog, DialogActions } from '../../../components/dialog/dialog.tsx';
import { SelectField, TextField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { MerchantPosition } from './merchant-position.tsx';
import type { Choice } from './use-catalog-choices.ts';
import styles from './merchants.module.css';

/** The form's values of a stored merchant (the editor's data less its standing). */
export function formValuesOf(editor: MerchantEditor): MerchantForm {
  return {
    slug: editor.slug,
    title: editor.title,
    marketId: editor.marketId,
    categoryId: editor.categoryId,
    franchisorId: editor.franchisorId,
    latitude: editor.latitude,
    longitude: editor.longitude,
    address1: editor.address1,
    address2: editor.address2,
    city: editor.city,
    state: editor.state,
    zip: editor.zip,
    telephone: editor.telephone,
    website: editor.website,
    facebookUrl: editor.facebookUrl,
    twitterUrl: editor.twitterUrl,
    instagramUrl: editor.instagramUrl,
    appStoreUrl: editor.appStoreUrl,
    playStoreUrl: editor.playStoreUrl,
  };
}

const NEW_MERCHANT: DefaultValues<MerchantForm> = {
  slug: '',
  title: '',
  franchisorId: null,
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  telephone: '',
  website: '',
  facebookUrl: '',
  twitterUrl: '',
  instagramUrl: '',
  appStoreUrl: '',
  playStoreUrl: '',
};

/** A slug suggested from the name: lower-case words joined by dashes, as imports key them. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/**
 * A field's error: the contract's words for a rule it broke; these when it has no value of the
 * right kind at all (nothing chosen, no number typed), which the schema leaves unworded.
 */
function errorText(error: FieldError | undefined, missing: string): string | undefined {
  if (!error) return undefined;
  return error.type === 'invalid_type' || !error.message ? missing : error.message;
}

const idOrNothing = (value: unknown) => (value === '' || value == null ? undefined : Number(value));
const idOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value));

function ChoiceOptions({ choices, current }: { choices: readonly Choice[]; current?: number }) {
  // A retired choice is offered only to the merchant that already has it.
  return choices
    .filter((choice) => !choice.retired || choice.id === current)
    .map((choice) => (
      <option key={choice.id} value={choice.id}>
        {choice.retired ? `${choice.title} (retired)` : choice.title}
      </option>
    ));
}

interface MerchantFormProps {
  /** The stored merchant; none: a new one. */
  editor?: MerchantEditor | undefined;
  markets: readonly Choice[];
  categories: readonly Choice[];
  franchisors: readonly Choice[];
  /** Called with the saved merchant. */
  onSaved: (saved: MerchantEditor, created: boolean) => void;
  /** Asks for the stored merchant again (after an edit conflict). */
  onReload: () => void;
  /** Buttons beside Save (retire, bring back). */
  extraActions?: (dirty: boolean) => ReactNode;
}

/**
 * OPERATOR-10: one form for a new and a stored merchant, checked by the contract's schema; the
 * server's refusals show on their field. Leaving with unsaved changes asks first.
 */
export function MerchantEditorForm({
  editor,
  markets,
  categories,
  franchisors,
  onSaved,
  onReload,
  extraActions,
}: MerchantFormProps) {
  const form = useForm<MerchantForm>({
    resolver: zodResolver(merchantFormSchema),
    defaultValues: editor ? formValuesOf(editor) : NEW_MERCHANT,
  });
  const failure = useFormFailure(form, 'The merchant could not be saved. Please try again.');
  const justSaved = useRef(false);
  const save = useMutation({
    mutationFn: (values: MerchantForm) =>
      editor
        ? callApi(CatalogConsoleApi.updateMerchant, {
            params: { id: editor.id },
            body: { ...values, revision: editor.revision },
          })
        : callApi(CatalogConsoleApi.createMerchant, { body: values }),
    onSuccess: (saved) => {
      justSaved.current = true;
      onSaved(saved, !editor);
    },
    onError: failure.show,
  });
  const conflict = save.error instanceof ApiError && save.error.code === ErrorCode.editConflict;

  const { errors, isDirty } = form.formState;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !justSaved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const title = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!editor && !form.getFieldState('slug').isDirty)
        form.setValue('slug', slugOf(event.target.value));
    },
  });
  const text = (name: keyof MerchantForm) => ({
    ...form.register(name),
    error: errors[name]?.message,
  });

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={editor ? `Edit ${editor.title}` : 'New merchant'}
      onSubmit={(event) => {
        failure.clear();
        save.reset();
        void form.handleSubmit((values) => save.mutate(values))(event);
      }}
    >
      {conflict ? (
        <Notice tone="error">
          <p>{ConsoleEditText.editConflict}</p>
          <Button variant="secondary" onClick={onReload}>
            Reload the merchant
          </Button>
        </Notice>
      ) : failure.message ? (
        <Notice tone="error">{failure.message}</Notice>
      ) : null}

      <fieldset className={styles.section}>
        <legend>Merchant</legend>
        <TextField label="Name" autoComplete="off" {...title} error={errors.title?.message} />
        <TextField
          label="Slug"
          hint="The key imports match it by: lower-case letters, digits and dashes."
          autoComplete="off"
          spellCheck={false}
          {...text('slug')}
        />
        <SelectField
          label="Market"
          error={errorText(errors.marketId, 'Please choose a market.')}
          {...form.register('marketId', { setValueAs: idOrNothing })}
        >
          <option value="">Choose a market</option>
          <ChoiceOptions choices={markets} current={editor?.marketId} />
        </SelectField>
        <SelectField
          label="Category"
          error={errorText(errors.categoryId, 'Please choose a category.')}
          {...form.register('categoryId', { setValueAs: idOrNothing })}
        >
          <option value="">Choose a category</option>
          <ChoiceOptions choices={categories} current={editor?.categoryId} />
        </SelectField>
        <SelectField
          label="Franchise"
          error={errors.franchisorId?.message}
          {...form.register('franchisorId', { setValueAs: idOrNull })}
        >
          <option value="">None (an independent merchant)</option>
          <ChoiceOptions choices={franchisors} current={editor?.franchisorId ?? undefined} />
        </SelectField>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Location</legend>
        <TextField label="Street address" autoComplete="off" {...text('address1')} />
        <TextField label="Address line 2 (optional)" autoComplete="off" {...text('address2')} />
        <TextField label="City" autoComplete="off" {...text('city')} />
        <TextField
          label="State"
          autoComplete="off"
          hint="Two letters, e.g. TX."
          {...text('state')}
        />
        <TextField label="ZIP code" autoComplete="off" inputMode="numeric" {...text('zip')} />
        <span className={styles.spacer} aria-hidden="true" />
        <TextField
          label="Latitude"
          type="number"
          step="any"
          hint="From -90 to 90, e.g. 30.2672."
          {...form.register('latitude', { valueAsNumber: true })}
          error={errorText(errors.latitude, 'Please enter the latitude.')}
        />
        <TextField
          label="Longitude"
          type="number"
          step="any"
          hint="From -180 to 180, e.g. -97.7431."
          {...form.register('longitude', { valueAsNumber: true })}
          error={errorText(errors.longitude, 'Please enter the longitude.')}
        />
        <MerchantPosition
          control={form.control}
          onPick={({ latitude, longitude }) => {
            // OPERATOR-10: the pin's position goes into the typed fields, checked as typed ones.
            const check = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
            form.setValue('latitude', latitude, check);
            form.setValue('longitude', longitude, check);
          }}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Contact and links</legend>
        <TextField label="Phone (optional)" type="tel" {...text('telephone')} />
        <TextField label="Website (optional)" type="url" {...text('website')} />
        <TextField label="Facebook page (optional)" type="url" {...text('facebookUrl')} />
        <TextField label="X / Twitter (optional)" type="url" {...text('twitterUrl')} />
        <TextField label="Instagram (optional)" type="url" {...text('instagramUrl')} />
        <TextField label="App Store app (optional)" type="url" {...text('appStoreUrl')} />
        <TextField label="Google Play app (optional)" type="url" {...text('playStoreUrl')} />
      </fieldset>

      <div className={styles.formActions}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : editor ? 'Save changes' : 'Add merchant'}
        </Button>
        {extraActions?.(isDirty)}
      </div>

      {blocker.state === 'blocked' ? (
        <Dialog title="Leave without saving?" onClose={() => blocker.reset()}>
          <p>Your changes to this merchant are not saved. If you leave now they are lost.</p>
          <DialogActions>
            <Button variant="secondary" onClick={() => blocker.reset()}>
              Stay and keep editing
            </Button>
            <Button variant="danger" onClick={() => blocker.proceed()}>
              Leave and discard
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </form>
  );
}
