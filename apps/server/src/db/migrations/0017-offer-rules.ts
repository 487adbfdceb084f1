import { sql, type Kysely } from 'kysely';
import { timeZoneAt } from '../../lib/time-zone-at.ts';

/**
 * Issue #17 item 3: offers carry their rules (JSON text, contract `offerRulesSchema`; null: none),
 * judged in their market's time zone (IANA name). Markets get the zone of their centre.
 */
export function offerRules() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('market')
        .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/Chicago'))
        .execute();
      const { rows } = await sql<{
        id: number;
        latitude: number;
        longitude: number;
      }>`select id, latitude, longitude from market`.execute(db);
      for (const market of rows) {
        const zone = timeZoneAt(Number(market.latitude), Number(market.longitude));
        await sql`update market set time_zone = ${zone} where id = ${market.id}`.execute(db);
      }
      await db.schema.alterTable('offer').addColumn('rules', 'text').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('offer').dropColumn('rules').execute();
      await db.schema.alterTable('market').dropColumn('time_zone').execute();
    },
  };
}
