import { OFFER_TERMS_MAX, CatalogConsoleApi, RedemptionDataType } from '@citybook/contract/catalog';
import type { OfferEditor, OfferForm } from '@citybook/contract/catalog';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { EditorForm, FormSection, Wide } from '../../../components/editor-form/editor-form.tsx';
import { useEditorSave } from '../../../components/editor-form/use-editor-save.ts';
import { Field, SelectField, TextField } from '../../../components/field/field.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { SLUG_HINT, slugOf } from '../../../lib/slug.ts';
import { draftOfOffer, errorText, newOfferDraft, offerDraftResolver } from './offer-draft.ts';
import type { OfferDraft } from './offer-draft.ts';
import { OfferRulesFields } from './offer-rules-fields.tsx';
import { OfferRulesPreview } from './offer-rules-preview.tsx';
import styles from './offers.module.css';

/** A book edition the offer can be in: one of its merchant's market (OPERATOR-13). */
export interface EditionChoice {
  readonly id: number;
  readonly name: string;
  readonly year: number;
}

/** The merchant an offer belongs to, as its form needs it. */
export interface OfferMerchant {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
}

/** What the counter screen shows for each kind of redemption data (CATALOG-12, CATALOG-13). */
const REDEMPTION_KINDS = {
  [RedemptionDataType.text]: {
    option: 'A code or text',
    label: 'Code shown at the counter (optional)',
    hint: 'What the member shows, e.g. a code the till takes. Empty: the offer is shown alone.',
  },
  [RedemptionDataType.image]: {
    option: 'An image (e.g. a barcode)',
    label: 'Address of the image',
    hint: 'https://… or /media/…',
  },
  [RedemptionDataType.link]: {
    option: 'A link',
    label: 'Address of the link',
    hint: 'A full web address starting with http:// or https://.',
  },
} as const;

const idOrNothing = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

interface OfferFormProps {
  /** The stored offer; none: a new one of `merchant`. */
  editor?: OfferEditor | undefined;
  merchant: OfferMerchant;
  editions: readonly EditionChoice[];
  /** The market's time zone, which the rules' days, hours and dates are in. */
  timeZone: string | undefined;
  /** Called with the saved offer. */
  onSaved: (saved: OfferEditor, created: boolean) => void;
  /** Asks for the stored offer again (after an edit conflict); a new offer has none. */
  onReload?: () => void;
  /** Buttons beside Save (retire, bring back). */
  extraActions?: (dirty: boolean) => ReactNode;
}

/**
 * OPERATOR-10: one form for a new and a stored offer: its text, terms, saving, redemption data,
 * edition and the structured rules of ADR 0022, checked by the contract's schema; the server's
 * refusals show on their field. Leaving with unsaved changes asks first.
 */
export function OfferEditorForm({
  editor,
  merchant,
  editions,
  timeZone,
  onSaved,
  onReload,
  extraActions,
}: OfferFormProps) {
  const form = useForm<OfferDraft, unknown, OfferForm>({
    resolver: offerDraftResolver,
    defaultValues: editor ? draftOfOffer(editor) : newOfferDraft(editions[0]?.id),
  });
  const save = useEditorSave(form, {
    save: (values: OfferForm) =>
      editor
        ? callApi(CatalogConsoleApi.updateOffer, {
            params: { offerId: editor.id },
            body: { ...values, revision: editor.revision },
          })
        : callApi(CatalogConsoleApi.createOffer, { body: { ...values, merchantId: merchant.id } }),
    onSaved: (saved) => onSaved(saved, !editor),
    failureText: 'The offer could not be saved. Please try again.',
  });
  const { errors, isDirty } = form.formState;

  const kindCode = Number(useWatch({ control: form.control, name: 'redemptionDataTypeCode' }));
  const kind =
    REDEMPTION_KINDS[kindCode as keyof typeof REDEMPTION_KINDS] ??
    REDEMPTION_KINDS[RedemptionDataType.text];

  const title = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      // A new offer's slug follows its title (prefixed by its merchant's) until it is edited.
      if (!editor && !form.getFieldState('slug').isDirty)
        form.setValue('slug', slugOf(`${merchant.slug} ${event.target.value}`));
    },
  });
  const storedEditionMissing =
    editor?.editionId != null && !editions.some((edition) => edition.id === editor.editionId);

  return (
    <EditorForm
      noun="offer"
      title={editor?.title}
      newLabel={`New offer of ${merchant.title}`}
      save={save}
      onReload={onReload}
      extraActions={extraActions?.(isDirty)}
    >
      <FormSection legend="Offer">
        <Wide>
          <TextField
            label="Title"
            autoComplete="off"
            hint="What members see on the merchant’s page, e.g. Two tacos for the price of one."
            {...title}
            error={errors.title?.message}
          />
        </Wide>
        <TextField
          label="Slug"
          hint={SLUG_HINT}
          autoComplete="off"
          spellCheck={false}
          {...form.register('slug')}
          error={errors.slug?.message}
        />
        <SelectField
          label="Edition"
          error={errorText(errors.editionId, 'Please choose an edition.')}
          {...form.register('editionId', { setValueAs: idOrNothing })}
        >
          <option value="">Choose an edition</option>
          {storedEditionMissing && editor?.editionId != null ? (
            <option value={editor.editionId}>Edition #{editor.editionId}</option>
          ) : null}
          {editions.map((edition) => (
            <option key={edition.id} value={edition.id}>
              {edition.name.includes(String(edition.year))
                ? edition.name
                : `${edition.name} (${String(edition.year)})`}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Saving in dollars"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          hint="What the member saves, e.g. 12.50; 0 when it has no set value."
          {...form.register('savings', { valueAsNumber: true })}
          error={errorText(errors.savings, 'Please enter what the member saves, e.g. 12.50.')}
        />
        <TextField
          label="Position"
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
          hint="Among the merchant’s offers, smaller first."
          {...form.register('sortOrder', { valueAsNumber: true })}
          error={errorText(errors.sortOrder, 'Please enter a whole number, 0 or more.')}
        />
        <Wide>
          <Field
            label="Terms (optional)"
            hint="The conditions members read, e.g. One per table. Not valid with other offers."
            error={errors.exclusion?.message}
          >
            {(control) => (
              <textarea
                {...form.register('exclusion')}
                {...control}
                className={styles.textarea}
                rows={3}
                maxLength={OFFER_TERMS_MAX}
              />
            )}
          </Field>
        </Wide>
      </FormSection>

      <FormSection legend="At the counter">
        <SelectField
          label="Redeemed with"
          error={errorText(
            errors.redemptionDataTypeCode,
            'Please choose a code, an image or a link.',
          )}
          {...form.register('redemptionDataTypeCode', { setValueAs: idOrNothing })}
        >
          {Object.entries(REDEMPTION_KINDS).map(([code, each]) => (
            <option key={code} value={code}>
              {each.option}
            </option>
          ))}
        </SelectField>
        <TextField
          label={kind.label}
          hint={kind.hint}
          autoComplete="off"
          spellCheck={false}
          {...form.register('redemptionData')}
          error={errors.redemptionData?.message}
        />
      </FormSection>

      <fieldset className={styles.rulesSection}>
        <legend>When it can be used</legend>
        <OfferRulesFields form={form} />
        <OfferRulesPreview control={form.control} timeZone={timeZone} />
      </fieldset>
    </EditorForm>
  );
}
