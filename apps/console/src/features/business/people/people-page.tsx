import { BusinessPeopleApi, personStatusOf } from '@citybook/contract/business';
import type { BusinessLocation, BusinessPersonRow } from '@citybook/contract/business';
import { Button } from '@citybook/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { EmailText } from '../../../components/email-text/email-text.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { RowAction } from '../../../components/row-action/row-action.tsx';
import { callApi, messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { PersonStatus } from '../organisations/organisation-people.tsx';
import { BUSINESS_ROLE_LABELS, useSignedInBusiness } from '../session/current-business.ts';
import {
  DisablePersonDialog,
  EditPersonDialog,
  InvitePersonDialog,
  ResendInvitationDialog,
} from './people-dialogs.tsx';
import parts from '../../../components/page-parts/page-parts.module.css';
import styles from './people.module.css';

/*
 * MERCHANT-13: the merchant admin's People screen: the organisation's admins and counter staff,
 * their invitation, role, locations and access.
 */

export const PEOPLE_TITLE = 'People';
const DESCRIPTION =
  'Who works for your business in Citybook: admins manage everything here; counter staff use the Redeem Desk at their locations.';

type Open =
  | { kind: 'invite' }
  | { kind: 'edit' | 'disable' | 'resend'; person: BusinessPersonRow }
  | undefined;

function Locations({
  person,
  titles,
}: {
  person: BusinessPersonRow;
  titles: ReadonlyMap<number, string>;
}) {
  if (person.role === 'merchantAdmin') return <span className={styles.detail}>All locations</span>;
  return (
    <span className={styles.detail}>
      {person.locationIds.map((id) => titles.get(id) ?? `#${String(id)}`).join(', ')}
    </span>
  );
}

function PeopleTable({
  people,
  myId,
  locations,
  onOpen,
  onEnable,
  enabling,
}: {
  people: readonly BusinessPersonRow[];
  myId: number;
  locations: readonly BusinessLocation[];
  onOpen: (open: Open) => void;
  onEnable: (person: BusinessPersonRow) => void;
  enabling: boolean;
}) {
  const titles = new Map(locations.map((l) => [l.id, l.title]));
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={parts.visuallyHidden}>Your organisation’s people</caption>
        <thead>
          <tr>
            <th scope="col">Person</th>
            <th scope="col">Role and locations</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className={parts.visuallyHidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => {
            const status = personStatusOf(person);
            const isMe = person.id === myId;
            return (
              <tr key={person.id}>
                <th scope="row" className={styles.email}>
                  <EmailText email={person.email} />
                  {isMe ? <span className={styles.you}>You</span> : null}
                </th>
                <td>
                  {BUSINESS_ROLE_LABELS[person.role]}
                  <Locations person={person} titles={titles} />
                </td>
                <td>
                  <PersonStatus person={person} />
                  <span className={styles.detail}>
                    {person.lastSignInAt
                      ? `Last sign-in ${formatDateTime(person.lastSignInAt)}`
                      : 'Never signed in'}
                  </span>
                </td>
                <td>
                  <div className={styles.actions}>
                    <RowAction
                      aria-label={`Edit ${person.email}`}
                      onClick={() => onOpen({ kind: 'edit', person })}
                    >
                      Edit
                    </RowAction>
                    {status === 'invited' ? (
                      <RowAction
                        aria-label={`Resend invitation to ${person.email}`}
                        onClick={() => onOpen({ kind: 'resend', person })}
                      >
                        Resend invitation
                      </RowAction>
                    ) : null}
                    {person.disabled ? (
                      <RowAction
                        aria-label={`Enable ${person.email}`}
                        disabled={enabling}
                        onClick={() => onEnable(person)}
                      >
                        Enable
                      </RowAction>
                    ) : (
                      <RowAction
                        danger
                        aria-label={`Disable ${person.email}`}
                        onClick={() => onOpen({ kind: 'disable', person })}
                      >
                        Disable
                      </RowAction>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function AdminsPeople() {
  const me = useSignedInBusiness();
  const queryClient = useQueryClient();
  const key = [BusinessPeopleApi.getBusinessPeople.name];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(BusinessPeopleApi.getBusinessPeople, { signal }),
  });
  const [open, setOpen] = useState<Open>();
  const [notice, setNotice] = useState<string>();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  const changed = (message: string) => {
    setOpen(undefined);
    setNotice(message);
    refresh();
  };
  const enable = useMutation({
    mutationFn: (person: BusinessPersonRow) =>
      callApi(BusinessPeopleApi.setBusinessPersonDisabled, {
        params: { personId: person.id },
        body: { disabled: false },
      }),
    onSuccess: (person) => changed(`${person.email} is enabled: they can sign in again.`),
  });
  const people = query.data?.people;
  const others = people?.filter((person) => person.id !== me.id) ?? [];
  return (
    <ConsolePage
      title={PEOPLE_TITLE}
      description={DESCRIPTION}
      actions={
        <Button
          onClick={() => {
            setNotice(undefined);
            setOpen({ kind: 'invite' });
          }}
        >
          Invite a person
        </Button>
      }
    >
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {enable.isError ? (
        <Notice tone="error">
          {messageOf(enable.error, 'The person could not be enabled. Please try again.')}
        </Notice>
      ) : null}
      {query.isPending ? (
        <p role="status">Loading your people…</p>
      ) : query.isError || !people ? (
        <Notice tone="error">
          Your organisation’s people could not be loaded.{' '}
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Notice>
      ) : (
        <>
          <PeopleTable
            people={people}
            myId={me.id}
            locations={me.locations}
            onOpen={(next) => {
              setNotice(undefined);
              setOpen(next);
            }}
            onEnable={(person) => enable.mutate(person)}
            enabling={enable.isPending}
          />
          {others.length === 0 ? (
            <section className={styles.empty} aria-labelledby="people-empty">
              <h2 id="people-empty">Only you so far</h2>
              <p>
                Invite your counter staff to check members’ codes on the Redeem Desk, or another
                admin to share the work. Each gets an e-mail with the sign-in link and a temporary
                password.
              </p>
            </section>
          ) : null}
        </>
      )}

      {open?.kind === 'invite' ? (
        <InvitePersonDialog
          locations={me.locations}
          onClose={() => setOpen(undefined)}
          onDone={refresh}
        />
      ) : open?.kind === 'edit' ? (
        <EditPersonDialog
          person={open.person}
          isMe={open.person.id === me.id}
          locations={me.locations}
          onClose={() => setOpen(undefined)}
          onDone={(person) => changed(`${person.email} is saved.`)}
        />
      ) : open?.kind === 'disable' ? (
        <DisablePersonDialog
          person={open.person}
          isMe={open.person.id === me.id}
          onClose={() => setOpen(undefined)}
          onDone={(person) =>
            changed(`${person.email} is disabled and signed out on every device.`)
          }
        />
      ) : open?.kind === 'resend' ? (
        <ResendInvitationDialog
          person={open.person}
          onClose={() => setOpen(undefined)}
          onDone={refresh}
        />
      ) : null}
    </ConsolePage>
  );
}

/** MERCHANT-13: the People screen; its organisation's admins only (counter staff have the desk). */
export function BusinessPeoplePage() {
  const me = useSignedInBusiness();
  if (me.role !== 'merchantAdmin')
    return (
      <ConsolePage title={PEOPLE_TITLE}>
        <p>Only your organisation’s admins manage its people.</p>
      </ConsolePage>
    );
  return <AdminsPeople />;
}
