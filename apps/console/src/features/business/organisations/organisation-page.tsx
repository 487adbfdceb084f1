import { zodResolver } from '@hookform/resolvers/zod';
import { BusinessConsoleApi, renameOrganisationRequestSchema } from '@citybook/contract/business';
import type { Organisation, RenameOrganisationRequest } from '@citybook/contract/business';
import { Button } from '@citybook/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { editorFallback } from '../../../components/editor-page/editor-fallback.tsx';
import type { EditorNoticeState } from '../../../components/editor-page/use-editor-record.ts';
import { TextField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { ApiError, callApi, messageOf } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { OrganisationBadge } from './organisation-badge.tsx';
import { DisableOrganisationDialog, InviteAdminDialog } from './organisation-dialogs.tsx';
import { OrganisationPeople } from './organisation-people.tsx';
import parts from '../../../components/page-parts/page-parts.module.css';
import styles from './organisations.module.css';
import { CheckedForm } from '../../../components/checked-form/checked-form.tsx';

const back = <TextLink to="/organisations">All organisations</TextLink>;

function RenameForm({
  organisation,
  onSaved,
}: {
  organisation: Organisation;
  onSaved: (organisation: Organisation) => void;
}) {
  const form = useForm<RenameOrganisationRequest>({
    resolver: zodResolver(renameOrganisationRequestSchema),
    values: { name: organisation.name },
  });
  const failure = useFormFailure(form, 'The name could not be saved. Please try again.');
  const rename = useMutation({
    mutationFn: (values: RenameOrganisationRequest) =>
      callApi(BusinessConsoleApi.renameOrganisation, {
        params: { organisationId: organisation.id },
        body: values,
      }),
    onSuccess: onSaved,
    onError: failure.show,
  });
  return (
    <CheckedForm
      className={styles.inline}
      aria-label="Name"
      failure={failure}
      onSubmit={form.handleSubmit((values) => rename.mutate(values))}
    >
      <TextField
        label="Name"
        autoComplete="off"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <Button type="submit" disabled={rename.isPending || !form.formState.isDirty}>
        {rename.isPending ? 'Saving…' : 'Rename'}
      </Button>
    </CheckedForm>
  );
}

type Open = 'invite' | 'disable' | undefined;

/**
 * MERCHANT-1: one organisation: its name, its locations, its people and their invitation, and
 * disabling it (its people signed out at once) or enabling it again.
 */
export function OrganisationPage() {
  const organisationId = Number(useParams().organisationId);
  const valid = Number.isInteger(organisationId) && organisationId > 0;
  const queryClient = useQueryClient();
  const handedOver = (useLocation().state as EditorNoticeState | null)?.notice;
  const [notice, setNotice] = useState(handedOver);
  const [open, setOpen] = useState<Open>();
  const key = [BusinessConsoleApi.getOrganisation.name, organisationId];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      callApi(BusinessConsoleApi.getOrganisation, { params: { organisationId }, signal }),
    enabled: valid,
  });
  const store = (next: Organisation, message: string) => {
    queryClient.setQueryData(key, next);
    void queryClient.invalidateQueries({ queryKey: [BusinessConsoleApi.getOrganisationGrid.name] });
    setNotice(message);
  };
  const enable = useMutation({
    mutationFn: () =>
      callApi(BusinessConsoleApi.setOrganisationDisabled, {
        params: { organisationId },
        body: { disabled: false },
      }),
    onSuccess: (next) => store(next, `${next.name} is enabled: its people can sign in again.`),
  });
  const organisation = query.data;
  const fallback = editorFallback(
    {
      notFound: !valid || (query.error instanceof ApiError && query.error.status === 404),
      isNew: false,
      loaded: organisation,
      query,
    },
    { noun: 'organisation', newTitle: 'New organisation', back },
  );
  if (fallback || !organisation) return fallback;
  return (
    <ConsolePage
      title={organisation.name}
      description={
        <span className={styles.standing}>
          <OrganisationBadge disabled={organisation.disabled} />
          <span>Added {formatDateTime(organisation.createdAt)}</span>
        </span>
      }
      actions={back}
    >
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {organisation.disabled ? (
        <Notice tone="info">
          This organisation is disabled: its people were signed out when it was disabled and cannot
          sign in until it is enabled again.
        </Notice>
      ) : null}
      {enable.isError ? (
        <Notice tone="error">
          {messageOf(enable.error, 'The organisation could not be enabled. Please try again.')}
        </Notice>
      ) : null}
      <RenameForm
        organisation={organisation}
        onSaved={(next) => store(next, `The organisation is now called ${next.name}.`)}
      />

      <section className={parts.section} aria-labelledby="organisation-locations">
        <h2 id="organisation-locations" className={parts.sectionTitle}>
          Locations ({organisation.locations.length})
        </h2>
        <ul className={styles.list}>
          {organisation.locations.map((location) => (
            <li key={location.id} className={styles.listRow}>
              <span>
                <TextLink to={`/merchants/${String(location.id)}`}>{location.title}</TextLink>{' '}
                <span className={parts.muted}>{location.address}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className={parts.section} aria-labelledby="organisation-people">
        <div className={parts.sectionHead}>
          <h2 id="organisation-people" className={parts.sectionTitle}>
            People ({organisation.people.length})
          </h2>
          <Button
            disabled={organisation.disabled}
            onClick={() => {
              setNotice(undefined);
              setOpen('invite');
            }}
          >
            Invite an admin
          </Button>
        </div>
        <OrganisationPeople organisation={organisation} />
      </section>

      <section className={parts.section} aria-labelledby="organisation-access">
        <h2 id="organisation-access" className={parts.sectionTitle}>
          Access
        </h2>
        {organisation.disabled ? (
          <div>
            <Button disabled={enable.isPending} onClick={() => enable.mutate()}>
              {enable.isPending ? 'Enabling…' : 'Enable organisation'}
            </Button>
          </div>
        ) : (
          <>
            <p className={parts.muted}>
              Disabling signs all its people out at once and keeps them out; nothing is deleted.
            </p>
            <div>
              <Button variant="danger" onClick={() => setOpen('disable')}>
                Disable organisation
              </Button>
            </div>
          </>
        )}
      </section>

      {open === 'invite' ? (
        <InviteAdminDialog
          organisation={organisation}
          onClose={() => setOpen(undefined)}
          onDone={() => void query.refetch()}
        />
      ) : open === 'disable' ? (
        <DisableOrganisationDialog
          organisation={organisation}
          onClose={() => setOpen(undefined)}
          onDone={(next) => {
            setOpen(undefined);
            store(next, `${next.name} is disabled: its people are signed out.`);
          }}
        />
      ) : null}
    </ConsolePage>
  );
}
