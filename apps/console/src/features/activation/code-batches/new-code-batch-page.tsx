import { zodResolver } from '@hookform/resolvers/zod';
import {
  CODE_BATCH_MAX_COUNT,
  CODE_BATCH_MAX_DAYS,
  CodeBatchConsoleApi,
} from '@citybook/contract/activation';
import type { CodeBatchForm } from '@citybook/contract/activation';
import { MarketConsoleApi } from '@citybook/contract/market';
import { Button } from '@citybook/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { codeBatchFormSchema } from '@citybook/contract/activation';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { SelectField, TextField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import styles from './code-batches.module.css';
import { CheckedForm } from '../../../components/checked-form/checked-form.tsx';

/** The form as typed: numbers as text, and whether the activation follows the edition. */
interface Fields {
  editionId: string;
  label: string;
  count: string;
  lasts: 'edition' | 'days';
  activationDays: string;
}

const EMPTY: Fields = { editionId: '', label: '', count: '', lasts: 'edition', activationDays: '' };

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The contract's form from what was typed; the contract's schema judges it (zodResolver). */
const fieldsSchema = z.pipe(
  z.transform((fields: Fields): CodeBatchForm => ({
    editionId: number(fields.editionId),
    label: fields.label,
    count: number(fields.count),
    activationDays: fields.lasts === 'edition' ? null : number(fields.activationDays),
  })),
  codeBatchFormSchema,
);

export const NewCodeBatchText = {
  failed: 'The batch could not be made. Please try again.',
  chooseEdition: 'Please choose an edition.',
} as const;

/** OPERATOR-15: a new batch of codes for an edition; its page opens once it is made. */
export function NewCodeBatchPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editions = useQuery({
    queryKey: [MarketConsoleApi.getEditionGrid.name, 'choices'],
    queryFn: ({ signal }) =>
      callApi(MarketConsoleApi.getEditionGrid, {
        query: { page: 1, pageSize: 100, sort: 'year', direction: 'desc' },
        signal,
      }),
  });
  const form = useForm<Fields, unknown, CodeBatchForm>({
    resolver: zodResolver(fieldsSchema),
    defaultValues: EMPTY,
  });
  const failure = useFormFailure(form, NewCodeBatchText.failed);
  const create = useMutation({
    mutationFn: (body: CodeBatchForm) => callApi(CodeBatchConsoleApi.createCodeBatch, { body }),
    onSuccess: (batch) => {
      void queryClient.invalidateQueries({ queryKey: [CodeBatchConsoleApi.getCodeBatchGrid.name] });
      void navigate(`/codes/${String(batch.id)}`);
    },
    onError: failure.show,
  });
  const { errors } = form.formState;
  const lasts = useWatch({ control: form.control, name: 'lasts' });
  const editionError =
    errors.editionId?.type === 'invalid_type' || form.getValues('editionId') === ''
      ? errors.editionId && NewCodeBatchText.chooseEdition
      : errors.editionId?.message;
  return (
    <ConsolePage
      title="New code batch"
      description="Make unguessable activation codes for an edition’s books. Download them for the printer once they are made."
      actions={<TextLink to="/codes">All batches</TextLink>}
    >
      <CheckedForm
        className={styles.form}
        aria-label="New code batch"
        failure={failure}
        onSubmit={form.handleSubmit((body) => create.mutate(body))}
      >
        {editions.isError ? (
          <Notice tone="error">The editions could not be loaded. Please reload the page.</Notice>
        ) : null}
        <SelectField label="Edition" error={editionError} {...form.register('editionId')}>
          <option value="">{editions.isPending ? 'Loading editions…' : 'Choose an edition'}</option>
          {(editions.data?.rows ?? []).map((edition) => (
            <option key={edition.id} value={String(edition.id)}>
              {edition.name} ({edition.marketTitle})
            </option>
          ))}
        </SelectField>
        <TextField
          label="Label"
          hint="What the printer knows the run by, e.g. the printer’s order number."
          autoComplete="off"
          error={errors.label?.message}
          {...form.register('label')}
        />
        <TextField
          label="Number of codes"
          hint={`From 1 to ${CODE_BATCH_MAX_COUNT.toLocaleString('en-US')}.`}
          inputMode="numeric"
          autoComplete="off"
          error={errors.count?.message}
          {...form.register('count')}
        />
        <fieldset className={styles.form}>
          <legend>The activation a code gives</legend>
          <label className={styles.choice}>
            <input type="radio" value="edition" {...form.register('lasts')} />
            Ends with the edition
          </label>
          <label className={styles.choice}>
            <input type="radio" value="days" {...form.register('lasts')} />
            Lasts a number of days from its activation
          </label>
          {lasts === 'days' ? (
            <TextField
              label="Days of activation"
              hint={`From 1 to ${String(CODE_BATCH_MAX_DAYS)}. Codes can be activated until the edition ends.`}
              inputMode="numeric"
              autoComplete="off"
              error={errors.activationDays?.message}
              {...form.register('activationDays')}
            />
          ) : null}
        </fieldset>
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Making codes…' : 'Make codes'}
          </Button>
        </div>
      </CheckedForm>
    </ConsolePage>
  );
}
