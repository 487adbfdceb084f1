import { EDITION_YEAR_MAX, EDITION_YEAR_MIN, MarketConsoleApi } from '@citybook/contract/market';
import type { EditionEditor } from '@citybook/contract/market';
import { useForm, useWatch } from 'react-hook-form';
import { NameAndSlug } from '../../../components/editor-form/name-and-slug.tsx';
import { EditorForm, FormSection, Wide } from '../../../components/editor-form/editor-form.tsx';
import { useEditorSave } from '../../../components/editor-form/use-editor-save.ts';
import { SelectField, TextField } from '../../../components/field/field.tsx';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { formatCount } from '../../../lib/format.ts';
import { SLUG_HINT } from '../../../lib/slug.ts';
import { wallClockOf } from '../../../lib/zoned-time.ts';
import { editionResolver } from './edition-resolver.ts';
import type { EditionBody, EditionFields } from './edition-resolver.ts';
import type { MarketChoice } from './use-market-choices.ts';
import styles from './editions.module.css';

function fieldsOf(editor: EditionEditor, timeZone: string): EditionFields {
  return {
    marketId: editor.marketId,
    slug: editor.slug,
    name: editor.name,
    year: editor.year,
    onSaleAt: wallClockOf(editor.onSaleAt, timeZone),
    validUntil: editor.validUntil === null ? '' : wallClockOf(editor.validUntil, timeZone),
    neverEnds: editor.validUntil === null,
  };
}

const newEdition = (marketId: number | undefined): EditionFields => ({
  marketId,
  slug: '',
  name: '',
  year: new Date().getFullYear() + 1,
  onSaleAt: '',
  validUntil: '',
  neverEnds: false,
});

const idOrNothing = (value: unknown) => (value === '' || value == null ? undefined : Number(value));
const plural = (count: number, one: string) =>
  `${formatCount(count)} ${one}${count === 1 ? '' : 's'}`;

interface EditionFormProps {
  /** The stored edition; none: a new one. */
  editor: EditionEditor | undefined;
  markets: ReadonlyMap<number, MarketChoice>;
  /** A new edition's market, chosen before (the grid's market filter). */
  marketId?: number | undefined;
  onSaved: (saved: EditionEditor, created: boolean) => void;
  onReload: () => void;
}

/**
 * OPERATOR-13 (ADR 0032): a book edition's name, year and dates; a new one also its market and
 * slug, which it keeps. The dates are typed on the market's clock and explained beside their
 * fields: the valid-until date is the members' book end (CATALOG-14).
 */
export function EditionEditorForm({
  editor,
  markets,
  marketId,
  onSaved,
  onReload,
}: EditionFormProps) {
  const timeZoneOf = (id: number | undefined) =>
    id === undefined ? undefined : markets.get(id)?.timeZone;
  const storedZone = editor ? (timeZoneOf(editor.marketId) ?? 'UTC') : undefined;
  const form = useForm<EditionFields, unknown, EditionBody>({
    resolver: editionResolver(editor, timeZoneOf),
    defaultValues: editor && storedZone ? fieldsOf(editor, storedZone) : newEdition(marketId),
  });
  const save = useEditorSave(form, {
    // The resolver sends a stored edition's revision, and a new one's market.
    save: (body) =>
      'revision' in body
        ? callApi(MarketConsoleApi.updateEdition, { params: { editionId: editor!.id }, body })
        : callApi(MarketConsoleApi.createEdition, { body }),
    onSaved: (saved) => onSaved(saved, !editor),
    failureText: 'The edition could not be saved. Please try again.',
  });
  const { errors } = form.formState;
  const chosen = useWatch({ control: form.control, name: 'marketId' });
  const market = markets.get(editor?.marketId ?? chosen ?? 0);
  const neverEnds = useWatch({ control: form.control, name: 'neverEnds' });
  const clock = market ? `${market.title}’s clock (${market.timeZone})` : 'the market’s clock';

  return (
    <EditorForm noun="edition" title={editor?.name} save={save} onReload={onReload}>
      <FormSection legend="Edition">
        {editor ? (
          <Wide>
            <dl className={styles.facts}>
              <dt>Market</dt>
              <dd>
                <TextLink to={`/markets/${String(editor.marketId)}`}>{editor.marketTitle}</TextLink>
              </dd>
              <dt>Slug</dt>
              <dd>{editor.slug}</dd>
              <dt>In this book</dt>
              <dd>
                {plural(editor.offers, 'offer')} and {plural(editor.codes, 'printed code')}. Its
                market and slug stay as they are: its offers and codes point at it.
              </dd>
            </dl>
          </Wide>
        ) : (
          <SelectField
            label="Market"
            error={errors.marketId?.message}
            {...form.register('marketId', { setValueAs: idOrNothing })}
          >
            <option value="">Choose a market</option>
            {[...markets.values()]
              .filter((each) => !each.retired)
              .map((each) => (
                <option key={each.id} value={each.id}>
                  {each.title}
                </option>
              ))}
          </SelectField>
        )}
        <NameAndSlug
          form={form}
          name="name"
          slug="slug"
          isNew={!editor}
          showSlug={!editor}
          nameHint="e.g. Austin, TX 2028."
          slugHint={`${SLUG_HINT} Files and codes name the edition by it; it cannot change later.`}
        />
        <TextField
          label="Year"
          type="number"
          min={EDITION_YEAR_MIN}
          max={EDITION_YEAR_MAX}
          step={1}
          hint="A market has one edition a year."
          {...form.register('year', { valueAsNumber: true })}
          error={errors.year?.message}
        />
      </FormSection>

      <FormSection legend="Dates">
        <Wide>
          <div className={styles.dateRow}>
            <TextField
              label="On sale from"
              type="datetime-local"
              hint={`On ${clock}.`}
              {...form.register('onSaleAt')}
              error={errors.onSaleAt?.message}
            />
            <div className={styles.meaning}>
              <p>
                When this book goes on sale. Until then the edition is listed as upcoming. Members’
                coupons and activation codes do not wait for it: they follow the valid-until date.
              </p>
            </div>
          </div>
        </Wide>
        <Wide>
          <div className={styles.dateRow}>
            <div>
              <TextField
                label="Valid until"
                type="datetime-local"
                hint={`On ${clock}.`}
                disabled={neverEnds}
                {...form.register('validUntil')}
                error={neverEnds ? undefined : errors.validUntil?.message}
              />
              <label className={styles.check}>
                <input type="checkbox" {...form.register('neverEnds')} />
                The book never ends
              </label>
            </div>
            <div className={styles.meaning}>
              <p>
                The book’s end. From this moment members see its coupons as expired (“Book expired”)
                and can no longer redeem them, and its codes can no longer be activated. An
                activation from one of its codes ends here too.
              </p>
              <p>
                Moving it moves the end of every offer of the book, and of the activations its
                unused codes give, at members’ next load; activations already given keep their end.
              </p>
            </div>
          </div>
        </Wide>
      </FormSection>
    </EditorForm>
  );
}
