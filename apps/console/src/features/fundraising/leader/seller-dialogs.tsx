import { zodResolver } from '@hookform/resolvers/zod';
import { FundraisingBusinessApi, sellerNameRequestSchema } from '@citybook/contract/fundraising';
import type { CampaignSeller, SellerNameRequest } from '@citybook/contract/fundraising';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useForm } from 'react-hook-form';
import { ConfirmMutationDialog } from '../../../components/confirm-mutation-dialog/confirm-mutation-dialog.tsx';
import { CopyButton } from '../../../components/copy-button/copy-button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog/dialog.tsx';
import { TextField } from '../../../components/field/field.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import parts from '../../../components/page-parts/page-parts.module.css';
import styles from '../fundraising.module.css';
import { CheckedForm } from '../../../components/checked-form/checked-form.tsx';

interface SellerDialogProps {
  campaignId: number;
  seller: CampaignSeller;
  onClose: () => void;
}

/** FUNDRAISING-4: a seller's link as a QR code to show on a screen or print, and to copy. */
export function SellerQrDialog({
  seller,
  link,
  onClose,
}: Omit<SellerDialogProps, 'campaignId'> & { link: string }) {
  return (
    <Dialog title={`${seller.displayName}’s link`} onClose={onClose}>
      <QRCodeSVG
        value={link}
        size={224}
        marginSize={4}
        role="img"
        aria-label={`QR code of ${seller.displayName}’s link`}
        className={styles.qr}
      />
      <p className={styles.link}>{link}</p>
      <CopyButton text={link} label="Copy the link" />
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}

/** FUNDRAISING-3: a new display name; the link stays. */
export function RenameSellerDialog({
  campaignId,
  seller,
  onClose,
  onDone,
}: SellerDialogProps & { onDone: () => void }) {
  const form = useForm<SellerNameRequest>({
    resolver: zodResolver(sellerNameRequestSchema),
    defaultValues: { displayName: seller.displayName },
  });
  const failure = useFormFailure(form, 'The name could not be saved. Please try again.');
  const rename = useMutation({
    mutationFn: (body: SellerNameRequest) =>
      callApi(FundraisingBusinessApi.renameCampaignSeller, {
        params: { campaignId, sellerId: seller.id },
        body,
      }),
    onSuccess: onDone,
    onError: failure.show,
  });
  return (
    <Dialog title={`Rename ${seller.displayName}`} onClose={onClose}>
      <CheckedForm
        className={parts.form}
        failure={failure}
        onSubmit={form.handleSubmit((body) => rename.mutate(body))}
      >
        <TextField
          label="Display name"
          hint="A first name and an initial is enough."
          autoComplete="off"
          error={form.formState.errors.displayName?.message}
          {...form.register('displayName')}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={rename.isPending}>
            {rename.isPending ? 'Saving…' : 'Save name'}
          </Button>
        </DialogActions>
      </CheckedForm>
    </Dialog>
  );
}

/** FUNDRAISING-3: removing erases the name and ends the link; the sales still count. */
export function RemoveSellerDialog({
  campaignId,
  seller,
  onClose,
  onDone,
}: SellerDialogProps & { onDone: () => void }) {
  return (
    <ConfirmMutationDialog
      title={`Remove ${seller.displayName}?`}
      action="Remove seller"
      pending="Removing…"
      failed="The seller could not be removed. Please try again."
      mutation={() =>
        callApi(FundraisingBusinessApi.removeCampaignSeller, {
          params: { campaignId, sellerId: seller.id },
          body: {},
        })
      }
      onClose={onClose}
      onDone={onDone}
    >
      <p>
        Their name is erased and their link stops working. The sales they made still count toward
        the campaign.
      </p>
    </ConfirmMutationDialog>
  );
}
