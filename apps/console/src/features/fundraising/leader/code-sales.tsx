import { zodResolver } from '@hookform/resolvers/zod';
import {
  FundraisingBusinessApi,
  recordCodeSaleRequestSchema,
} from '@citybook/contract/fundraising';
import type {
  CampaignSales,
  CampaignSeller,
  CodeSale,
  RecordCodeSaleRequest,
} from '@citybook/contract/fundraising';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { SelectField, TextField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { callApi, messageOf } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { formatInZone } from '../../../lib/zoned-time.ts';
import { formatDollars } from '../campaign-words.ts';
import parts from '../../../components/page-parts/page-parts.module.css';
import styles from '../fundraising.module.css';
import { CheckedForm } from '../../../components/checked-form/checked-form.tsx';

/** The form as typed: the seller's id as text ('' for none), the price in dollars. */
interface Fields {
  code: string;
  sellerId: string;
  amountCents: string;
}

const dollarsToCents = (text: string) => {
  const bare = text.replace(/[$,\s]/g, '');
  return bare === '' ? Number.NaN : Math.round(Number(bare) * 100);
};

/** The contract's request from what was typed; the contract's schema judges it. */
const fieldsSchema = z.pipe(
  z.transform((fields: Fields): RecordCodeSaleRequest => ({
    code: fields.code,
    sellerId: fields.sellerId === '' ? null : Number(fields.sellerId),
    amountCents: dollarsToCents(fields.amountCents),
  })),
  recordCodeSaleRequestSchema,
);

export const CodeSaleWords = {
  failed: 'The sale could not be recorded. Please try again.',
  noSeller: 'No seller (the group’s own sale)',
} as const;

/**
 * FUNDRAISING-10: the leader records a cash or paper-book sale with a book's code from the
 * campaign's batches, for a seller or none, at the price the group charged.
 */
export function RecordCodeSaleForm({
  campaignId,
  sellers,
  onRecorded,
}: {
  campaignId: number;
  sellers: readonly CampaignSeller[];
  onRecorded: (sale: CodeSale) => void;
}) {
  const form = useForm<Fields, unknown, z.output<typeof fieldsSchema>>({
    resolver: zodResolver(fieldsSchema),
    defaultValues: { code: '', sellerId: '', amountCents: '' },
  });
  const failure = useFormFailure(form, CodeSaleWords.failed);
  const record = useMutation({
    mutationFn: (body: z.output<typeof fieldsSchema>) =>
      callApi(FundraisingBusinessApi.recordCampaignCodeSale, { params: { campaignId }, body }),
    onSuccess: (sale) => {
      form.reset({
        code: '',
        sellerId: form.getValues('sellerId'),
        amountCents: form.getValues('amountCents'),
      });
      onRecorded(sale);
    },
    onError: failure.show,
  });
  const errors = form.formState.errors;
  return (
    <>
      <CheckedForm
        className={styles.codeSaleForm}
        aria-label="Record a cash or paper-book sale"
        failure={failure}
        failureBefore
        onSubmit={form.handleSubmit((body) => record.mutate(body))}
      >
        <TextField
          label="Book’s code"
          hint="As printed in the book, e.g. ABCD-EFGH."
          autoComplete="off"
          spellCheck={false}
          error={errors.code?.message}
          {...form.register('code')}
        />
        <SelectField
          label="Sold by"
          error={errors.sellerId?.message}
          {...form.register('sellerId')}
        >
          <option value="">{CodeSaleWords.noSeller}</option>
          {sellers.map((seller) => (
            <option key={seller.id} value={String(seller.id)}>
              {seller.displayName}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Price charged ($)"
          inputMode="decimal"
          autoComplete="off"
          error={errors.amountCents?.message}
          {...form.register('amountCents')}
        />
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? 'Recording…' : 'Record sale'}
        </Button>
      </CheckedForm>
    </>
  );
}

/** FUNDRAISING-10: the code sales recorded, each with an undo for one made by mistake. */
export function CodeSaleList({
  campaignId,
  sales,
  timeZone,
  onUndone,
}: {
  campaignId: number;
  sales: CampaignSales['codeSales'];
  /** The market's: the by-day table counts its days, so a sale's time reads on the same clock. */
  timeZone: string;
  onUndone: (sale: CodeSale) => void;
}) {
  const undo = useMutation({
    mutationFn: (sale: CodeSale) =>
      callApi(FundraisingBusinessApi.undoCampaignCodeSale, {
        params: { campaignId, saleId: sale.id },
        body: {},
      }),
    onSuccess: (_answer, sale) => onUndone(sale),
  });
  if (sales.length === 0)
    return <p className={parts.muted}>No cash or paper-book sale recorded yet.</p>;
  return (
    <>
      {undo.isError ? (
        <Notice tone="error">
          {messageOf(undo.error, 'The sale could not be undone. Please try again.')}
        </Notice>
      ) : null}
      <div className={parts.tableWrap}>
        <table className={parts.table} aria-label="Cash and paper-book sales">
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Seller</th>
              <th scope="col">Price</th>
              <th scope="col">Recorded</th>
              <th scope="col">
                <span className={parts.visuallyHidden}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sales.map((sale) => (
              <tr key={sale.id}>
                <th scope="row" className={styles.link}>
                  {sale.code}
                </th>
                <td>
                  {sale.sellerId === null ? 'No seller' : (sale.sellerName ?? 'A removed seller')}
                </td>
                <td>{formatDollars(sale.amountCents)}</td>
                <td>{formatInZone(sale.createdAt, timeZone)}</td>
                <td>
                  <Button
                    variant="secondary"
                    aria-label={`Undo the sale of ${sale.code}`}
                    disabled={undo.isPending}
                    onClick={() => undo.mutate(sale)}
                  >
                    Undo
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
