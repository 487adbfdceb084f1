import { describe, expect, it } from 'vitest';
import { recordStaffAction } from '../src/modules/staff/index.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

describe('OPERATOR-8 audit log', () => {
  it('records who, when, what, before and after, in the change’s own transaction', async () => {
    const { db } = testApp();
    const now = new Date('2026-11-27T10:00:00Z');
    await db.transaction().execute(async (trx) => {
      await recordStaffAction(trx, {
        actor: { staffId: 7, email: 'editor@example.test' },
        action: 'merchant.update',
        objectType: 'merchant',
        objectId: 42,
        before: { name: 'Old name' },
        after: { name: 'New name' },
        requestId: 'req-1',
        now,
      });
    });
    const rows = await db
      .selectFrom('staff_audit')
      .selectAll()
      .where('request_id', '=', 'req-1')
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        at: now.toISOString(),
        staff_id: 7,
        staff_email: 'editor@example.test',
        action: 'merchant.update',
        object_type: 'merchant',
        object_id: '42',
        before_json: '{"name":"Old name"}',
        after_json: '{"name":"New name"}',
        request_id: 'req-1',
      }),
    ]);
  });

  it('writes nothing when the change it records is rolled back', async () => {
    const { db } = testApp();
    await expect(
      db.transaction().execute(async (trx) => {
        await recordStaffAction(trx, {
          actor: { staffId: null, email: 'nobody@example.test' },
          action: 'staff.signIn.failed',
          objectType: 'staff',
          objectId: null,
          before: null,
          after: null,
          now: new Date(),
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await db
      .selectFrom('staff_audit')
      .selectAll()
      .where('staff_email', '=', 'nobody@example.test')
      .execute();
    expect(rows).toEqual([]);
  });
});
