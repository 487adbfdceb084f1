import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DialectName } from './dialect.ts';
import { initial } from './migrations/0001-initial.ts';
import { accounts } from './migrations/0002-accounts.ts';
import { catalog } from './migrations/0003-catalog.ts';
import { activation } from './migrations/0004-activation.ts';
import { subscriptions } from './migrations/0005-subscriptions.ts';
import { redemption } from './migrations/0006-redemption.ts';
import { renewals } from './migrations/0007-renewals.ts';
import { catalogVersion } from './migrations/0008-catalog-version.ts';
import { subscriptionLedger } from './migrations/0009-subscription-ledger.ts';
import { passwordThrottle } from './migrations/0010-password-throttle.ts';
import { sessionActivity } from './migrations/0011-session-activity.ts';
import { redemptionVerification } from './migrations/0012-redemption-verification.ts';
import { redemptionReceivedAt } from './migrations/0013-redemption-received-at.ts';
import { marketSearch } from './migrations/0014-market-search.ts';
import { favoriteMerchants } from './migrations/0015-favorite-merchants.ts';
import { offerRules } from './migrations/0017-offer-rules.ts';
import { searchVocabulary } from './migrations/0019-search-vocabulary.ts';
import { loginCode } from './migrations/0020-login-code.ts';
import { storeNotifications } from './migrations/0021-store-notifications.ts';
import { offlineTickets } from './migrations/0022-offline-tickets.ts';
import { staffAudit } from './migrations/0023-staff-audit.ts';
import { staff } from './migrations/0024-staff.ts';
import { editions } from './migrations/0025-editions.ts';
import { media } from './migrations/0026-media.ts';
import { catalogEditing } from './migrations/0027-catalog-editing.ts';
import { sessionAddress } from './migrations/0028-session-address.ts';
import { editionAndAdEditing } from './migrations/0030-edition-and-ad-editing.ts';
import { offerEditing } from './migrations/0031-offer-editing.ts';
import { notices } from './migrations/0032-notices.ts';
import { noticePreferences } from './migrations/0033-notice-preferences.ts';
import { subscriptionConsent } from './migrations/0034-subscription-consent.ts';
import { pushSubscriptions } from './migrations/0035-push-subscriptions.ts';
import { codeBatches } from './migrations/0036-code-batches.ts';
import { memberSupport } from './migrations/0037-member-support.ts';
import { reports } from './migrations/0038-reports.ts';
import { businessAccounts } from './migrations/0039-business-accounts.ts';
import { notHonouredReports } from './migrations/0041-not-honoured-reports.ts';
import { deskChecks } from './migrations/0042-desk-checks.ts';
import { redemptionTallies } from './migrations/0043-redemption-tallies.ts';
import { offerChangeRequests } from './migrations/0046-offer-change-requests.ts';
import { merchantHours } from './migrations/0048-merchant-hours.ts';
import { fundraisingGroups } from './migrations/0050-fundraising-groups.ts';
import { fundraisingCampaigns } from './migrations/0051-fundraising-campaigns.ts';
import { fundraisingSales } from './migrations/0052-fundraising-sales.ts';
import { fundraisingCodeBatches } from './migrations/0053-fundraising-code-batches.ts';
import { fundraisingPayouts } from './migrations/0054-fundraising-payouts.ts';
import { fundraisingCampaignRevision } from './migrations/0055-fundraising-campaign-revision.ts';
import type { DB } from './schema.ts';

/** Migrations in order; names sort lexically, so keep the numeric prefix. */
function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-initial': initial(dialect),
    '0002-accounts': accounts(dialect),
    '0003-catalog': catalog(dialect),
    '0004-activation': activation(dialect),
    '0005-subscriptions': subscriptions(dialect),
    '0006-redemption': redemption(dialect),
    '0007-renewals': renewals(),
    '0008-catalog-version': catalogVersion(dialect),
    '0009-subscription-ledger': subscriptionLedger(dialect),
    '0010-password-throttle': passwordThrottle(),
    '0011-session-activity': sessionActivity(),
    '0012-redemption-verification': redemptionVerification(),
    '0013-redemption-received-at': redemptionReceivedAt(),
    '0014-market-search': marketSearch(dialect),
    '0015-favorite-merchants': favoriteMerchants(),
    '0017-offer-rules': offerRules(),
    '0019-search-vocabulary': searchVocabulary(dialect),
    '0020-login-code': loginCode(),
    '0021-store-notifications': storeNotifications(dialect),
    '0022-offline-tickets': offlineTickets(dialect),
    '0023-staff-audit': staffAudit(dialect),
    '0024-staff': staff(dialect),
    '0025-editions': editions(dialect),
    '0026-media': media(dialect),
    '0027-catalog-editing': catalogEditing(dialect),
    '0028-session-address': sessionAddress(),
    '0030-edition-and-ad-editing': editionAndAdEditing(),
    '0031-offer-editing': offerEditing(dialect),
    '0032-notices': notices(dialect),
    '0033-notice-preferences': noticePreferences(dialect),
    '0034-subscription-consent': subscriptionConsent(dialect),
    '0035-push-subscriptions': pushSubscriptions(dialect),
    '0036-code-batches': codeBatches(dialect),
    '0037-member-support': memberSupport(dialect),
    '0038-reports': reports(dialect),
    '0039-business-accounts': businessAccounts(dialect),
    '0041-not-honoured-reports': notHonouredReports(dialect),
    '0042-desk-checks': deskChecks(),
    '0043-redemption-tallies': redemptionTallies(dialect),
    '0046-offer-change-requests': offerChangeRequests(dialect),
    '0048-merchant-hours': merchantHours(dialect),
    '0050-fundraising-groups': fundraisingGroups(),
    '0051-fundraising-campaigns': fundraisingCampaigns(dialect),
    '0052-fundraising-sales': fundraisingSales(dialect),
    '0053-fundraising-code-batches': fundraisingCodeBatches(),
    '0054-fundraising-payouts': fundraisingPayouts(dialect),
    '0055-fundraising-campaign-revision': fundraisingCampaignRevision(),
  };
}

/** The migrations this version knows, in order (a database with others is from a newer one). */
export const migrationNames: readonly string[] = Object.keys(migrationsFor('sqlite'));

/** Brings a database to one migration, no further: how a migration's data rewrite is tested. */
export async function migrateTo(db: Kysely<DB>, dialect: DialectName, name: string): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: () => Promise.resolve(migrationsFor(dialect)),
  };
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error !== undefined)
    throw new Error(`Database migration to ${name} failed`, { cause: error });
}

export async function migrateToLatest(db: Kysely<DB>, dialect: DialectName): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: () => Promise.resolve(migrationsFor(dialect)),
  };
  const migrator = new Migrator({ db, provider });
  // Kysely takes no migration lock on SQLite (it assumes one process per file), so two servers
  // starting together on one file both ran the same migration and one died. The write lock
  // serialises them, and a failed migration now leaves nothing half done.
  if (dialect === 'sqlite') await sql`begin immediate`.execute(db);
  const { error, results } = await migrator.migrateToLatest();
  if (dialect === 'sqlite') {
    await sql.raw(error === undefined ? 'commit' : 'rollback').execute(db);
  }
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}`, { cause: error });
  }
}
