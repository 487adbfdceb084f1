import { zodResolver } from '@hookform/resolvers/zod';
import {
  CatalogConsoleApi,
  CatalogMediaConsoleApi,
  dayIn,
  mobileAdFormSchema,
} from '@citybook/contract/catalog';
import type { MobileAdEditor, MobileAdForm, UploadedMedia } from '@citybook/contract/catalog';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { DefaultValues, FieldError } from 'react-hook-form';
import { EditorForm, FormSection, Wide } from '../../../components/editor-form/editor-form.tsx';
import { useEditorSave } from '../../../components/editor-form/use-editor-save.ts';
import { SelectField, TextField } from '../../../components/field/field.tsx';
import { callApi, messageOf } from '../../../lib/api-client.ts';
import { slugOf } from '../../../lib/slug.ts';
import { AdImageField } from './ad-image-field.tsx';
import { AdMerchantField } from './ad-merchant-field.tsx';
import styles from './ads.module.css';
import type { AdMarket } from './use-ad-markets.ts';

/** The form's values of a stored ad. An ad from before runs had days starts on its market's today. */
export function adFormValuesOf(editor: MobileAdEditor, today: string): MobileAdForm {
  return {
    slug: editor.slug,
    title: editor.title,
    marketId: editor.marketId,
    image: editor.image,
    merchantId: editor.merchantId,
    sortOrder: editor.sortOrder,
    startsOn: editor.startsOn ?? today,
    endsOn: editor.endsOn,
  };
}

const NEW_AD: DefaultValues<MobileAdForm> = {
  slug: '',
  title: '',
  image: '',
  merchantId: null,
  sortOrder: 0,
  startsOn: '',
  endsOn: null,
};

/** The contract's words for a broken rule; these when the field has no value of its kind. */
function errorText(error: FieldError | undefined, missing: string): string | undefined {
  if (!error) return undefined;
  return error.type === 'invalid_type' || !error.message ? missing : error.message;
}

const idOrNothing = (value: unknown) => (value === '' || value == null ? undefined : Number(value));
const dayOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** What a save gives back: the stored ad, and the word on an image it could not attach. */
export interface AdSaved {
  editor: MobileAdEditor;
  created: boolean;
  imageFailure?: string | undefined;
}

interface AdFormProps {
  editor?: MobileAdEditor | undefined;
  markets: readonly AdMarket[];
  onSaved: (saved: AdSaved) => void;
  onReload: () => void;
  extraActions?: (dirty: boolean) => ReactNode;
}

/**
 * OPERATOR-10, OPERATOR-12: one form for a new and a stored ad, checked by the contract's schema:
 * its words, where it leads, its image and the days it runs, counted in its market's time zone.
 * The server's refusals show on their field; leaving with unsaved changes asks first.
 */
export function AdForm({ editor, markets, onSaved, onReload, extraActions }: AdFormProps) {
  const zoneOf = (marketId: number | undefined) =>
    markets.find((market) => market.id === marketId)?.timeZone;
  const storedZone = zoneOf(editor?.marketId);
  const form = useForm<MobileAdForm>({
    resolver: zodResolver(mobileAdFormSchema),
    defaultValues: editor ? adFormValuesOf(editor, dayIn(storedZone ?? 'UTC', new Date())) : NEW_AD,
  });
  const [uploaded, setUploaded] = useState<UploadedMedia>();
  const save = useEditorSave(form, {
    save: async (values: MobileAdForm): Promise<AdSaved> => {
      const stored = editor
        ? await callApi(CatalogConsoleApi.updateMobileAd, {
            params: { adId: editor.id },
            body: { ...values, revision: editor.revision },
          })
        : await callApi(CatalogConsoleApi.createMobileAd, { body: values });
      // The upload's variants become the ad's (OPERATOR-12): members' screens pick their size.
      if (uploaded && uploaded.sizes.src === values.image) {
        try {
          await callApi(CatalogMediaConsoleApi.setAdImage, {
            params: { adId: stored.id },
            body: { mediaId: uploaded.id },
          });
        } catch (error) {
          return {
            editor: stored,
            created: !editor,
            imageFailure: messageOf(error, 'Please upload the image again and save.'),
          };
        }
      }
      return { editor: stored, created: !editor };
    },
    onSaved,
    failureText: 'The ad could not be saved. Please try again.',
  });
  const { errors, isDirty } = form.formState;

  const marketId = useWatch({ control: form.control, name: 'marketId' });
  const title = useWatch({ control: form.control, name: 'title' });
  const zone = zoneOf(marketId);
  const marketTitle = markets.find((market) => market.id === marketId)?.title;
  const today = zone ? dayIn(zone, new Date()) : undefined;
  const dayHint = zone
    ? `A day in ${marketTitle ?? 'the market'}’s time zone (${zone}), where today is ${today ?? ''}.`
    : 'A day in the market’s time zone: choose the market first.';

  const titleField = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!editor && !form.getFieldState('slug').isDirty)
        form.setValue('slug', slugOf(event.target.value));
    },
  });
  const marketField = form.register('marketId', {
    setValueAs: idOrNothing,
    onChange: () => {
      // A merchant of another market cannot be the ad's; a new ad starts today in its market.
      form.setValue('merchantId', null, { shouldDirty: true });
      const chosen = zoneOf(form.getValues('marketId'));
      if (!editor && chosen && !form.getFieldState('startsOn').isDirty)
        form.setValue('startsOn', dayIn(chosen, new Date()));
    },
  });

  return (
    <EditorForm
      noun="ad"
      title={editor?.title}
      save={save}
      onReload={onReload}
      extraActions={extraActions?.(isDirty)}
    >
      <FormSection legend="Ad">
        <TextField
          label="Title"
          hint="Read out to members in place of the image."
          autoComplete="off"
          {...titleField}
          error={errors.title?.message}
        />
        <TextField
          label="Slug"
          hint="The key imports match it by: lower-case letters, digits and dashes."
          autoComplete="off"
          spellCheck={false}
          {...form.register('slug')}
          error={errors.slug?.message}
        />
        <SelectField
          label="Market"
          error={errorText(errors.marketId, 'Please choose a market.')}
          {...marketField}
        >
          <option value="">Choose a market</option>
          {markets
            .filter((market) => !market.retired || market.id === editor?.marketId)
            .map((market) => (
              <option key={market.id} value={market.id}>
                {market.retired ? `${market.title} (retired)` : market.title}
              </option>
            ))}
        </SelectField>
        <TextField
          label="Order in the carousel"
          type="number"
          inputMode="numeric"
          min={0}
          max={9999}
          step={1}
          hint="Smaller first, from 0 to 9999."
          {...form.register('sortOrder', { valueAsNumber: true })}
          error={errorText(errors.sortOrder, 'Use a whole number from 0 to 9999.')}
        />
        <Controller
          control={form.control}
          name="merchantId"
          render={({ field, fieldState }) => (
            <AdMerchantField
              marketId={marketId}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              selectRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>

      <FormSection legend="Run">
        <Wide>
          <p className={styles.zone}>
            Members of the market see the ad from its first day to its last, both included.
            {zone
              ? ` Days are counted in ${marketTitle ?? 'the market'}’s time zone, ${zone}.`
              : ''}
          </p>
        </Wide>
        <TextField
          label="First day"
          type="date"
          hint={dayHint}
          {...form.register('startsOn')}
          error={errorText(errors.startsOn, 'Please choose a day (YYYY-MM-DD).')}
        />
        <TextField
          label="Last day (optional)"
          type="date"
          hint={`${dayHint} Leave it empty to run until the ad is retired.`}
          {...form.register('endsOn', { setValueAs: dayOrNull })}
          error={errors.endsOn?.message}
        />
      </FormSection>

      <FormSection>
        <Wide>
          <Controller
            control={form.control}
            name="image"
            render={({ field, fieldState }) => (
              <AdImageField
                value={field.value}
                uploaded={uploaded}
                title={title}
                // The schema asks for an address; here an image is uploaded, so it says so.
                error={
                  fieldState.error && field.value === ''
                    ? 'Please upload an image.'
                    : fieldState.error?.message
                }
                inputRef={field.ref}
                onUploaded={(media) => {
                  setUploaded(media);
                  field.onChange(media.sizes.src);
                }}
              />
            )}
          />
        </Wide>
      </FormSection>
    </EditorForm>
  );
}
