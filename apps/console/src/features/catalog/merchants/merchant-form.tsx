import { zodResolver } from '@hookform/resolvers/zod';
import { CatalogConsoleApi, merchantFormSchema } from '@citybook/contract/catalog';
import type { MerchantEditor, MerchantForm } from '@citybook/contract/catalog';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues } from 'react-hook-form';
import { NameAndSlug } from '../../../components/editor-form/name-and-slug.tsx';
import { EditorForm, FormSection } from '../../../components/editor-form/editor-form.tsx';
import { errorText } from '../../../components/editor-form/field-error.ts';
import { useEditorSave } from '../../../components/editor-form/use-editor-save.ts';
import { SelectField, TextField } from '../../../components/field/field.tsx';
import { callApi } from '../../../lib/api-client.ts';
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
  const save = useEditorSave(form, {
    save: (values: MerchantForm) =>
      editor
        ? callApi(CatalogConsoleApi.updateMerchant, {
            params: { id: editor.id },
            body: { ...values, revision: editor.revision },
          })
        : callApi(CatalogConsoleApi.createMerchant, { body: values }),
    onSaved: (saved) => onSaved(saved, !editor),
    failureText: 'The merchant could not be saved. Please try again.',
  });

  const { errors, isDirty } = form.formState;
  const text = (name: keyof MerchantForm) => ({
    ...form.register(name),
    error: errors[name]?.message,
  });

  return (
    <EditorForm
      noun="merchant"
      title={editor?.title}
      save={save}
      onReload={onReload}
      extraActions={extraActions?.(isDirty)}
    >
      <FormSection legend="Merchant">
        <NameAndSlug form={form} name="title" slug="slug" isNew={!editor} />
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
      </FormSection>

      <FormSection legend="Location">
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
      </FormSection>

      <FormSection legend="Contact and links">
        <TextField label="Phone (optional)" type="tel" {...text('telephone')} />
        <TextField label="Website (optional)" type="url" {...text('website')} />
        <TextField label="Facebook page (optional)" type="url" {...text('facebookUrl')} />
        <TextField label="X / Twitter (optional)" type="url" {...text('twitterUrl')} />
        <TextField label="Instagram (optional)" type="url" {...text('instagramUrl')} />
        <TextField label="App Store app (optional)" type="url" {...text('appStoreUrl')} />
        <TextField label="Google Play app (optional)" type="url" {...text('playStoreUrl')} />
      </FormSection>
    </EditorForm>
  );
}
