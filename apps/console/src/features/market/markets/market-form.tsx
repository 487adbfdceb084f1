import { zodResolver } from '@hookform/resolvers/zod';
import {
  MARKET_RADIUS_MAX_MILES,
  MarketConsoleApi,
  marketFormSchema,
} from '@citybook/contract/market';
import type { MarketEditor, MarketForm } from '@citybook/contract/market';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { DefaultValues } from 'react-hook-form';
import { NameAndSlug } from '../../../components/editor-form/name-and-slug.tsx';
import { EditorForm, FormSection, Wide } from '../../../components/editor-form/editor-form.tsx';
import { errorText } from '../../../components/editor-form/field-error.ts';
import { useEditorSave } from '../../../components/editor-form/use-editor-save.ts';
import { TextField } from '../../../components/field/field.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { TimeZoneField } from './time-zone-field.tsx';

const NEW_MARKET: DefaultValues<MarketForm> = { slug: '', title: '', timeZone: '' };

function formValuesOf(editor: MarketEditor): MarketForm {
  return {
    slug: editor.slug,
    title: editor.title,
    latitude: editor.latitude,
    longitude: editor.longitude,
    radiusMiles: editor.radiusMiles,
    timeZone: editor.timeZone,
  };
}

interface MarketFormProps {
  /** The stored market; none: a new one. */
  editor?: MarketEditor | undefined;
  onSaved: (saved: MarketEditor, created: boolean) => void;
  onReload: () => void;
  extraActions?: (dirty: boolean) => ReactNode;
}

/** OPERATOR-10: a market's name, slug, time zone, and its centre and radius on the map. */
export function MarketEditorForm({ editor, onSaved, onReload, extraActions }: MarketFormProps) {
  const form = useForm<MarketForm>({
    resolver: zodResolver(marketFormSchema),
    defaultValues: editor ? formValuesOf(editor) : NEW_MARKET,
  });
  const save = useEditorSave(form, {
    save: (values: MarketForm) =>
      editor
        ? callApi(MarketConsoleApi.updateMarket, {
            params: { marketId: editor.id },
            body: { ...values, revision: editor.revision },
          })
        : callApi(MarketConsoleApi.createMarket, { body: values }),
    onSaved: (saved) => onSaved(saved, !editor),
    failureText: 'The market could not be saved. Please try again.',
  });
  const { errors, isDirty } = form.formState;
  const timeZone = useWatch({ control: form.control, name: 'timeZone' });
  const number = (name: 'latitude' | 'longitude' | 'radiusMiles', missing: string) => ({
    ...form.register(name, { valueAsNumber: true }),
    error: errorText(errors[name], missing),
  });
  return (
    <EditorForm
      noun="market"
      title={editor?.title}
      save={save}
      onReload={onReload}
      extraActions={extraActions?.(isDirty)}
    >
      <FormSection legend="Market">
        <NameAndSlug
          form={form}
          name="title"
          slug="slug"
          isNew={!editor}
          nameHint="As members see it when they choose a market, e.g. Austin, TX."
        />
        <Wide>
          <TimeZoneField
            field={form.register('timeZone')}
            value={timeZone}
            stored={editor?.timeZone}
            error={errors.timeZone?.message}
          />
        </Wide>
      </FormSection>

      <FormSection legend="On the map">
        <TextField
          label="Centre latitude"
          type="number"
          step="any"
          hint="From -90 to 90, e.g. 30.2672. Members without a position are measured from here."
          {...number('latitude', 'Please enter the latitude.')}
        />
        <TextField
          label="Centre longitude"
          type="number"
          step="any"
          hint="From -180 to 180, e.g. -97.7431."
          {...number('longitude', 'Please enter the longitude.')}
        />
        <TextField
          label="Radius (miles)"
          type="number"
          step="any"
          hint={`How far from the centre the market reaches: more than 0, at most ${String(MARKET_RADIUS_MAX_MILES)}.`}
          {...number('radiusMiles', 'Please enter the radius in miles.')}
        />
      </FormSection>
    </EditorForm>
  );
}
