import { AccountConsoleApi } from '@citybook/contract/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { callApi, messageOf } from '../../../lib/api-client.ts';
import { MemberActionDialog, type OpenAction } from './member-dialogs.tsx';
import { memberName } from './support-format.ts';
import styles from './support.module.css';
import { SECTIONS } from './member-page-frame.tsx';
import {
  ProfileSection,
  SubscriptionSection,
  ActivationsSection,
  RedemptionsSection,
  PaymentsSection,
  DevicesSection,
  SecuritySection,
  HistorySection,
} from './member-sections.tsx';

export function MemberPage() {
  const memberId = Number(useParams().memberId);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<OpenAction>();
  const query = useQuery({
    queryKey: [AccountConsoleApi.getSupportMember.name, memberId],
    queryFn: ({ signal }) =>
      callApi(AccountConsoleApi.getSupportMember, { params: { memberId }, signal }),
  });
  const reload = () =>
    void queryClient.invalidateQueries({
      queryKey: [AccountConsoleApi.getSupportMember.name, memberId],
    });

  if (query.isPending) return <ConsolePage title="Member">Loading…</ConsolePage>;
  if (query.isError)
    return (
      <ConsolePage title="Member">
        <Notice tone="error">{messageOf(query.error, 'The member could not be loaded.')}</Notice>
        <p>
          <Link to="/support">Back to the search</Link>
        </p>
      </ConsolePage>
    );
  const member = query.data;
  return (
    <ConsolePage
      title={memberName(member.profile)}
      description={
        <>
          Member #{member.profile.id} · <Link to="/support">Back to the search</Link>
        </>
      }
    >
      <nav className={styles.sectionLinks} aria-label="Sections">
        {SECTIONS.map(([id, label]) => (
          <a key={id} href={`#${id}`}>
            {label}
          </a>
        ))}
      </nav>
      <ProfileSection member={member} />
      <SubscriptionSection member={member} onAction={setOpen} />
      <ActivationsSection member={member} onAction={setOpen} />
      <RedemptionsSection member={member} onAction={setOpen} />
      <PaymentsSection member={member} onAction={setOpen} />
      <DevicesSection member={member} onAction={setOpen} />
      <SecuritySection member={member} onAction={setOpen} />
      <HistorySection member={member} />
      {open ? (
        <MemberActionDialog
          open={open}
          member={member}
          onClose={() => setOpen(undefined)}
          onDone={reload}
        />
      ) : null}
    </ConsolePage>
  );
}
