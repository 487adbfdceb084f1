import { zodResolver } from '@hookform/resolvers/zod';
import { CatalogBusinessApi, locationContactFormSchema } from '@citybook/contract/catalog';
import type { LocationContactForm, LocationDetails } from '@citybook/contract/catalog';
import { Button } from '@citybook/ui';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsolePage } from '../../components/console-page/console-page.tsx';
import { SelectField, TextField } from '../../components/field/field.tsx';
import { Notice } from '../../components/notice/notice.tsx';
import { HoursEditor, type HoursStore } from '../../components/hours-editor/hours-editor.tsx';
import { PhotoEditor, type PhotoStore } from '../../components/photo-editor/photo-editor.tsx';
import { ApiError, callApi, messageOf, uploadApi } from '../../lib/api-client.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import styles from './merchant-portal.module.css';
import { useBusinessLocations } from './use-merchant-results.ts';
import { CheckedForm } from '../../components/checked-form/checked-form.tsx';

/*
 * MERCHANT-8: the merchant admin keeps each location's phone, website and photos up to date;
 * members see a save at once. Every save names the revision the page holds: when someone else
 * saved the location meanwhile, the page says so and loads theirs (409).
 */

export const DetailsText = {
  saved: 'Saved. Members see the new details now.',
  saveFailed: 'The details could not be saved. Please try again.',
  loadFailed: 'The location’s details could not be loaded. Please try again.',
} as const;

const detailsKeyOf = (merchantId: number) => [
  CatalogBusinessApi.getLocationDetails.name,
  merchantId,
];

/** A 409 means someone saved the location meanwhile: what the page holds is read again. */
function refreshOnConflict(queryClient: QueryClient, merchantId: number, error: unknown) {
  if (error instanceof ApiError && error.status === 409)
    void queryClient.invalidateQueries({ queryKey: detailsKeyOf(merchantId) });
}

/** The location's photos through the admin's calls, each under the revision the page holds. */
function locationPhotoStore(queryClient: QueryClient, merchantId: number): PhotoStore {
  const detailsKey = detailsKeyOf(merchantId);
  const params = { merchantId };
  const revision = () => queryClient.getQueryData<LocationDetails>(detailsKey)?.revision ?? 0;
  const keep = (details: LocationDetails) => {
    queryClient.setQueryData(detailsKey, details);
    return details.photos;
  };
  const refreshing = async <T,>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      refreshOnConflict(queryClient, merchantId, error);
      throw error;
    }
  };
  return {
    queryKey: [...detailsKey, 'photos'],
    load: async (signal) =>
      keep(await callApi(CatalogBusinessApi.getLocationDetails, { params, signal })),
    save: (next) =>
      refreshing(async () =>
        keep(
          await callApi(CatalogBusinessApi.setLocationPhotos, {
            params,
            body: { mediaIds: next.map((photo) => photo.id), revision: revision() },
          }),
        ),
      ),
    upload: (file) =>
      refreshing(async () => ({
        list: keep(
          await uploadApi(CatalogBusinessApi.addLocationPhoto, {
            params,
            query: { revision: revision() },
            file,
          }),
        ),
      })),
  };
}

/**
 * MERCHANT-14: the location's opening hours through the admin's calls, under the revision the
 * page holds; a save moves it on for the page's other saves too.
 */
function locationHoursStore(queryClient: QueryClient, merchantId: number): HoursStore {
  const detailsKey = detailsKeyOf(merchantId);
  const params = { merchantId };
  return {
    queryKey: [...detailsKey, 'hours'],
    load: (signal) => callApi(CatalogBusinessApi.getLocationHours, { params, signal }),
    save: async (openingHours) => {
      const held = queryClient.getQueryData<LocationDetails>(detailsKey)?.revision ?? 0;
      try {
        const after = await callApi(CatalogBusinessApi.setLocationHours, {
          params,
          body: { openingHours, revision: held },
        });
        queryClient.setQueryData<LocationDetails>(detailsKey, (details) =>
          details ? { ...details, revision: after.revision } : details,
        );
        return after;
      } catch (error) {
        refreshOnConflict(queryClient, merchantId, error);
        throw error;
      }
    },
  };
}

function ContactForm({ details }: { details: LocationDetails }) {
  const queryClient = useQueryClient();
  const detailsKey = detailsKeyOf(details.merchantId);
  const form = useForm<LocationContactForm>({
    resolver: zodResolver(locationContactFormSchema),
    defaultValues: { telephone: details.telephone, website: details.website },
  });
  const failure = useFormFailure(form, DetailsText.saveFailed);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (values: LocationContactForm) =>
      callApi(CatalogBusinessApi.updateLocationContact, {
        params: { merchantId: details.merchantId },
        body: {
          ...values,
          // The latest the page holds: a photo saved here since moved it on.
          revision:
            queryClient.getQueryData<LocationDetails>(detailsKey)?.revision ?? details.revision,
        },
      }),
    onMutate: () => setSaved(false),
    onSuccess: (after) => {
      queryClient.setQueryData(detailsKey, after);
      form.reset({ telephone: after.telephone, website: after.website });
      setSaved(true);
    },
    onError: (error) => {
      refreshOnConflict(queryClient, details.merchantId, error);
      failure.show(error);
    },
  });
  const { errors } = form.formState;
  return (
    <CheckedForm
      className={styles.form}
      aria-label="Phone and website"
      failure={failure}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      {saved ? <Notice tone="success">{DetailsText.saved}</Notice> : null}
      <TextField
        label="Phone"
        type="tel"
        autoComplete="off"
        hint="A 10-digit US number, e.g. (512) 555-0142. Leave blank to show none."
        error={errors.telephone?.message}
        {...form.register('telephone')}
      />
      <TextField
        label="Website"
        type="url"
        autoComplete="off"
        hint="An address starting with http:// or https://. Leave blank to show none."
        error={errors.website?.message}
        {...form.register('website')}
      />
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save phone and website
        </Button>
      </div>
    </CheckedForm>
  );
}

function LocationEditor({ merchantId }: { merchantId: number }) {
  const queryClient = useQueryClient();
  const details = useQuery({
    queryKey: detailsKeyOf(merchantId),
    queryFn: ({ signal }) =>
      callApi(CatalogBusinessApi.getLocationDetails, { params: { merchantId }, signal }),
  });
  const store = useMemo(
    () => locationPhotoStore(queryClient, merchantId),
    [queryClient, merchantId],
  );
  const hoursStore = useMemo(
    () => locationHoursStore(queryClient, merchantId),
    [queryClient, merchantId],
  );
  if (details.isError)
    return (
      <Notice tone="error">
        <p>{messageOf(details.error, DetailsText.loadFailed)}</p>
        <Button variant="secondary" onClick={() => void details.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  if (!details.data) return <p className={styles.muted}>Loading…</p>;
  return (
    <div className={styles.details}>
      <div className={styles.columns}>
        <section aria-labelledby="contact">
          <h2 id="contact" className={styles.heading}>
            Phone and website
          </h2>
          <ContactForm details={details.data} />
        </section>
        <PhotoEditor store={store} merchantTitle={details.data.title} />
      </div>
      <HoursEditor store={hoursStore} />
    </div>
  );
}

/** MERCHANT-8: the merchant admin's Details page of the business frame. */
export function MerchantDetailsPage() {
  const me = useBusinessLocations();
  const [chosen, setChosen] = useState<number>();
  const locations = me.data?.locations ?? [];
  const merchantId = chosen ?? locations[0]?.id;
  return (
    <ConsolePage
      title="Details"
      description="The phone, website, photos and opening hours members see on your location’s page. A save is shown to members at once."
    >
      {me.isError ? (
        <Notice tone="error">{messageOf(me.error, DetailsText.loadFailed)}</Notice>
      ) : null}
      {locations.length > 1 ? (
        <div className={styles.filters}>
          <SelectField
            label="Location"
            value={merchantId}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.title} · {location.address}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      {me.data && merchantId === undefined ? (
        <p className={styles.muted}>Your organisation has no location yet.</p>
      ) : null}
      {merchantId === undefined ? null : (
        <LocationEditor key={merchantId} merchantId={merchantId} />
      )}
    </ConsolePage>
  );
}
