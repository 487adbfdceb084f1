import {
  FundraisingErrors,
  FundraisingText,
  type BusinessInvitation,
  type CreateFundraisingGroupRequest,
  type FundraisingGroup,
  type FundraisingGroupGridPage,
  type FundraisingGroupGridQuery,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import {
  createOrganisation,
  disableOrganisationOfKind,
  invitePerson,
  peopleOfOrganisation,
  personRowOf,
  type InvitationDeps,
} from '../../business/index.ts';
import { recordStaffAction, type ChangeOrigin } from '../../staff/index.ts';
import { findGroup, groupGridPage, insertGroup } from '../repositories/group-repo.ts';
import { campaignSummaries } from './campaign-service.ts';

const groupNotFound = () =>
  new HttpError(FundraisingErrors.groupNotFound, FundraisingText.groupNotFound);

export async function groupGrid(
  db: Kysely<DB>,
  query: FundraisingGroupGridQuery,
): Promise<FundraisingGroupGridPage> {
  const { rows, total } = await groupGridPage(db, query);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind,
      campaignCount: row.campaign_count,
      leaderCount: row.leader_count,
      disabled: row.disabled_at !== null,
      createdAt: row.created_at,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** FUNDRAISING-1, FUNDRAISING-2: a group with its leaders and campaigns. */
export async function groupView(db: Kysely<DB>, id: number): Promise<FundraisingGroup> {
  const group = await findGroup(db, id);
  if (!group) throw groupNotFound();
  const [leaders, campaigns] = await Promise.all([
    peopleOfOrganisation(db, id),
    campaignSummaries(db, id),
  ]);
  return {
    id: group.id,
    name: group.name,
    kind: group.kind,
    disabled: group.disabled_at !== null,
    createdAt: group.created_at,
    leaders: leaders.map(personRowOf),
    campaigns,
  };
}

/**
 * FUNDRAISING-1: a group is a business organisation of the kind `fundraisingGroup`, without
 * locations, made with the business module's service; what it is (school, club, charity) is this
 * module's row, written in the same transaction. Audited.
 */
export async function createGroup(
  db: Kysely<DB>,
  origin: ChangeOrigin,
  input: CreateFundraisingGroupRequest,
  now = new Date(),
): Promise<FundraisingGroup> {
  const organisation = await createOrganisation(
    db,
    origin,
    { name: input.name, merchantIds: [], kind: 'fundraisingGroup' },
    now,
    async (trx, made) => {
      await insertGroup(trx, made.id, input.kind);
      await recordStaffAction(trx, {
        ...origin,
        action: 'fundraisingGroup.create',
        objectType: 'organisation',
        objectId: made.id,
        before: null,
        after: { name: made.name, kind: input.kind },
        now,
      });
    },
  );
  return groupView(db, organisation.id);
}

/**
 * FUNDRAISING-1: invites a group's leader with the business invitation (ADR 0050): an account of
 * role fundraiserLeader with a temporary password, answered once and sent by e-mail.
 */
export async function inviteLeader(
  db: Kysely<DB>,
  deps: InvitationDeps,
  origin: ChangeOrigin,
  groupId: number,
  email: string,
): Promise<BusinessInvitation> {
  if (!(await findGroup(db, groupId))) throw groupNotFound();
  return invitePerson(db, deps, origin, {
    organisationId: groupId,
    email,
    role: 'fundraiserLeader',
    merchantIds: [],
    kind: 'fundraisingGroup',
  });
}

/**
 * FUNDRAISING-15: disables a group like a merchant's organisation (its leaders' sessions end at
 * once and they cannot sign in; its campaigns' pages say they are not running and attribute
 * nothing), or enables it again. The business module's service changes it and audits it.
 */
export async function setGroupDisabled(
  db: Kysely<DB>,
  origin: ChangeOrigin,
  groupId: number,
  disabled: boolean,
  now = new Date(),
): Promise<FundraisingGroup> {
  if (!(await findGroup(db, groupId))) throw groupNotFound();
  await disableOrganisationOfKind(
    db,
    origin,
    { id: groupId, kind: 'fundraisingGroup' },
    disabled,
    now,
  );
  return groupView(db, groupId);
}
