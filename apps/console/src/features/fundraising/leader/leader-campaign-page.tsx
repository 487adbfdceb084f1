import { zodResolver } from '@hookform/resolvers/zod';
import {
  fundraisingPagePath,
  FundraisingBusinessApi,
  sellerNameRequestSchema,
} from '@citybook/contract/fundraising';
import type {
  CampaignSeller,
  LeaderCampaign,
  SellerNameRequest,
} from '@citybook/contract/fundraising';
import { Button } from '@citybook/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { CopyButton } from '../../../components/copy-button/copy-button.tsx';
import { editorFallback } from '../../../components/editor-page/editor-fallback.tsx';
import { TextField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { ApiError, callApi, messageOf } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { formatCount } from '../../../lib/format.ts';
import { CampaignProgressBar } from '../campaign-progress.tsx';
import { CampaignSalesTables, SALES_REFRESH_MS } from '../campaign-sales.tsx';
import { daysWords, formatDollars, goalWords } from '../campaign-words.ts';
import parts from '../../../components/page-parts/page-parts.module.css';
import styles from '../fundraising.module.css';
import { leaderCampaignsKey } from './leader-campaigns-page.tsx';
import { CodeSaleList, RecordCodeSaleForm } from './code-sales.tsx';
import { RemoveSellerDialog, RenameSellerDialog, SellerQrDialog } from './seller-dialogs.tsx';
import { CheckedForm } from '../../../components/checked-form/checked-form.tsx';

/** FUNDRAISING-4: a page of the member app, as an address to share. */
const linkOf = (path: string) => new URL(path, window.location.origin).toString();

function AddSellerForm({
  campaignId,
  onAdded,
}: {
  campaignId: number;
  onAdded: (seller: CampaignSeller) => void;
}) {
  const form = useForm<SellerNameRequest>({
    resolver: zodResolver(sellerNameRequestSchema),
    defaultValues: { displayName: '' },
  });
  const failure = useFormFailure(form, 'The seller could not be added. Please try again.');
  const add = useMutation({
    mutationFn: (body: SellerNameRequest) =>
      callApi(FundraisingBusinessApi.addCampaignSeller, { params: { campaignId }, body }),
    onSuccess: (seller) => {
      form.reset({ displayName: '' });
      onAdded(seller);
    },
    onError: failure.show,
  });
  return (
    <>
      <CheckedForm
        className={styles.addForm}
        aria-label="Add a seller"
        failure={failure}
        failureBefore
        onSubmit={form.handleSubmit((body) => add.mutate(body))}
      >
        <TextField
          label="Seller’s display name"
          hint="A first name and an initial, e.g. “Maya R.”. Never an e-mail address or phone number."
          autoComplete="off"
          error={form.formState.errors.displayName?.message}
          {...form.register('displayName')}
        />
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add seller'}
        </Button>
      </CheckedForm>
    </>
  );
}

type Open = { kind: 'qr' | 'rename' | 'remove'; seller: CampaignSeller } | undefined;

function SellerTable({
  campaign,
  onOpen,
}: {
  campaign: LeaderCampaign;
  onOpen: (open: NonNullable<Open>) => void;
}) {
  if (campaign.sellers.length === 0)
    return <p className={parts.muted}>No seller yet: add the first one above.</p>;
  return (
    <div className={parts.tableWrap}>
      <table className={parts.table} aria-label="Sellers">
        <thead>
          <tr>
            <th scope="col">Seller</th>
            <th scope="col">Sales</th>
            <th scope="col">Amount</th>
            <th scope="col">Link</th>
            <th scope="col">
              <span className={parts.visuallyHidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {campaign.sellers.map((seller) => (
            <tr key={seller.id}>
              <th scope="row">{seller.displayName}</th>
              <td>{formatCount(seller.sales)}</td>
              <td>{formatDollars(seller.amountCents)}</td>
              <td className={`${styles.link} ${styles.linkCell}`}>
                {fundraisingPagePath(campaign.slug, seller.slug)}
              </td>
              <td>
                <div className={styles.actionsCell}>
                  <Button
                    variant="secondary"
                    aria-label={`QR code and link of ${seller.displayName}`}
                    onClick={() => onOpen({ kind: 'qr', seller })}
                  >
                    QR code
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Rename ${seller.displayName}`}
                    onClick={() => onOpen({ kind: 'rename', seller })}
                  >
                    Rename
                  </Button>
                  <Button
                    variant="danger"
                    aria-label={`Remove ${seller.displayName}`}
                    onClick={() => onOpen({ kind: 'remove', seller })}
                  >
                    Remove
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * FUNDRAISING-3…5: one campaign of the leader's group: its progress, its public link, the
 * leaderboard's switch, and its sellers with their links and QR codes. FUNDRAISING-10, FUNDRAISING-11: its
 * cash and paper-book sales, and the sales by seller and day.
 */
export function LeaderCampaignPage() {
  const campaignId = Number(useParams().campaignId);
  const valid = Number.isInteger(campaignId) && campaignId > 0;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>();
  const [notice, setNotice] = useState<string>();
  const key = [FundraisingBusinessApi.getLeaderCampaign.name, campaignId];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      callApi(FundraisingBusinessApi.getLeaderCampaign, { params: { campaignId }, signal }),
    enabled: valid,
    // FUNDRAISING-11: the thermometer and the sellers' counts move with the sales below.
    refetchInterval: SALES_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  // FUNDRAISING-11: the sales by seller and day, asked for again on focus and every 30 seconds.
  const sales = useQuery({
    queryKey: [FundraisingBusinessApi.getCampaignSales.name, campaignId],
    queryFn: ({ signal }) =>
      callApi(FundraisingBusinessApi.getCampaignSales, { params: { campaignId }, signal }),
    enabled: valid,
    refetchInterval: SALES_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const changed = (message: string) => {
    setOpen(undefined);
    setNotice(message);
    void query.refetch();
    void sales.refetch();
    void queryClient.invalidateQueries({ queryKey: leaderCampaignsKey });
  };
  const leaderboard = useMutation({
    mutationFn: (hidden: boolean) =>
      callApi(FundraisingBusinessApi.setCampaignLeaderboard, {
        params: { campaignId },
        body: { hidden },
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(key, next);
      setNotice(
        next.leaderboardHidden
          ? 'The leaderboard is hidden from the campaign’s page.'
          : 'The leaderboard is shown on the campaign’s page.',
      );
    },
  });
  const back = <TextLink to="/business/campaigns">All campaigns</TextLink>;
  const campaign = query.data;
  const fallback = editorFallback(
    {
      notFound: !valid || (query.error instanceof ApiError && query.error.status === 404),
      isNew: false,
      loaded: campaign,
      query,
    },
    { noun: 'campaign', newTitle: 'Campaign', back },
  );
  if (fallback || !campaign) return fallback;
  const campaignLink = linkOf(fundraisingPagePath(campaign.slug));
  return (
    <ConsolePage
      title={campaign.name}
      description={`${campaign.groupName} · ${daysWords(campaign)} · goal ${goalWords(campaign)}`}
      actions={back}
    >
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {leaderboard.isError ? (
        <Notice tone="error">
          {messageOf(leaderboard.error, 'The leaderboard could not be changed. Please try again.')}
        </Notice>
      ) : null}
      <CampaignProgressBar campaign={campaign} progress={campaign.progress} />
      {/* FUNDRAISING-12 */}
      <TextLink to={`/business/campaigns/${String(campaign.id)}/statement`}>
        Statement: sales, refunds, commission and payouts
      </TextLink>
      <section className={parts.section} aria-labelledby="campaign-page">
        <h2 id="campaign-page" className={parts.sectionTitle}>
          The campaign’s page
        </h2>
        <p>
          Anyone with this link sees the campaign’s progress
          {campaign.leaderboardHidden ? '' : ' and the leaderboard of sellers’ display names'}:{' '}
          <a className={styles.link} href={campaignLink}>
            {campaignLink}
          </a>
        </p>
        <CopyButton text={campaignLink} label="Copy the campaign’s link" />
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={!campaign.leaderboardHidden}
            disabled={leaderboard.isPending}
            onChange={(event) => leaderboard.mutate(!event.target.checked)}
          />
          Show the leaderboard of sellers on the campaign’s page
        </label>
      </section>
      <section className={parts.section} aria-labelledby="campaign-sellers">
        <h2 id="campaign-sellers" className={parts.sectionTitle}>
          Sellers ({campaign.sellers.length})
        </h2>
        <p className={parts.muted}>
          Each seller gets a link and a QR code of their own; sales through it count for them. Only
          a display name is kept: no e-mail, age, photo or account.
        </p>
        <AddSellerForm
          campaignId={campaign.id}
          onAdded={(seller) => changed(`${seller.displayName} is added, with a link of their own.`)}
        />
        <SellerTable campaign={campaign} onOpen={setOpen} />
      </section>
      <section className={parts.section} aria-labelledby="campaign-code-sales">
        <h2 id="campaign-code-sales" className={parts.sectionTitle}>
          Cash and paper-book sales
        </h2>
        <p className={parts.muted}>
          Record a book sold for cash with its code, from the batches the operator gave the
          campaign. Each code counts once.
        </p>
        <RecordCodeSaleForm
          campaignId={campaign.id}
          sellers={campaign.sellers}
          onRecorded={(sale) =>
            changed(
              sale.sellerName
                ? `${sale.sellerName} sold ${sale.code}: the sale is recorded.`
                : `The sale of ${sale.code} is recorded.`,
            )
          }
        />
        {sales.data ? (
          <CodeSaleList
            campaignId={campaign.id}
            sales={sales.data.codeSales}
            timeZone={sales.data.timeZone}
            onUndone={(sale) => changed(`The sale of ${sale.code} is undone.`)}
          />
        ) : null}
      </section>
      <section className={parts.section} aria-labelledby="campaign-sales">
        <h2 id="campaign-sales" className={parts.sectionTitle}>
          Sales by seller and by day
        </h2>
        <p className={parts.muted}>
          Counts and amounts only, updated every 30 seconds. Buyers are never shown.
        </p>
        {sales.data ? (
          <CampaignSalesTables sales={sales.data} />
        ) : sales.isError ? (
          <Notice tone="error">
            {messageOf(sales.error, 'The sales could not be loaded. Please try again.')}
          </Notice>
        ) : (
          <p className={parts.muted}>Loading the sales…</p>
        )}
      </section>
      {open?.kind === 'qr' ? (
        <SellerQrDialog
          seller={open.seller}
          link={linkOf(fundraisingPagePath(campaign.slug, open.seller.slug))}
          onClose={() => setOpen(undefined)}
        />
      ) : open?.kind === 'rename' ? (
        <RenameSellerDialog
          campaignId={campaign.id}
          seller={open.seller}
          onClose={() => setOpen(undefined)}
          onDone={() => changed('The name is saved; the link stays the same.')}
        />
      ) : open?.kind === 'remove' ? (
        <RemoveSellerDialog
          campaignId={campaign.id}
          seller={open.seller}
          onClose={() => setOpen(undefined)}
          onDone={() => changed(`${open.seller.displayName} is removed.`)}
        />
      ) : null}
    </ConsolePage>
  );
}
