import { personStatusOf } from '@citybook/contract/business';
import type {
  BusinessPersonRow,
  Organisation,
  PersonStatus as PersonStatusName,
} from '@citybook/contract/business';
import { EmailText } from '../../../components/email-text/email-text.tsx';
import { StatusBadge, type StatusTone } from '../../../components/status-badge/status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import parts from '../../../components/page-parts/page-parts.module.css';
import styles from './organisations.module.css';

const ROLE_NAMES = {
  merchantAdmin: 'Merchant admin',
  counterStaff: 'Counter staff',
  fundraiserLeader: 'Fundraising leader',
} as const;

const STATUSES: Record<PersonStatusName, { tone: StatusTone; label: string }> = {
  invited: { tone: 'upcoming', label: 'Invited' },
  active: { tone: 'live', label: 'Active' },
  disabled: { tone: 'retired', label: 'Disabled' },
};

/** MERCHANT-2, MERCHANT-13: where a person stands: invited, active or disabled. */
export function PersonStatus({ person }: { person: BusinessPersonRow }) {
  const { tone, label } = STATUSES[personStatusOf(person)];
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}

/** MERCHANT-2: an organisation's people, as its operators see them. */
export function OrganisationPeople({ organisation }: { organisation: Organisation }) {
  if (organisation.people.length === 0)
    return <p className={parts.muted}>Nobody yet: invite the organisation’s admin.</p>;
  const titles = new Map(organisation.locations.map((l) => [l.id, l.title]));
  return (
    <div className={parts.tableWrap}>
      <table className={`${parts.table} ${parts.alignTop}`}>
        <caption className={parts.visuallyHidden}>People of {organisation.name}</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Locations</th>
            <th scope="col">Status</th>
            <th scope="col">Last sign-in</th>
          </tr>
        </thead>
        <tbody>
          {organisation.people.map((person) => (
            <tr key={person.id}>
              <td className={styles.email}>
                <EmailText email={person.email} />
              </td>
              <td>{ROLE_NAMES[person.role]}</td>
              <td>
                {person.role === 'merchantAdmin'
                  ? 'All'
                  : person.locationIds.map((id) => titles.get(id) ?? `#${String(id)}`).join(', ')}
              </td>
              <td>
                <PersonStatus person={person} />
              </td>
              <td>{person.lastSignInAt ? formatDateTime(person.lastSignInAt) : 'Never'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
