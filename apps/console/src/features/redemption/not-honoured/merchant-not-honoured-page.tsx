import {
  NotHonouredReasonText,
  RedemptionBusinessApi,
  type MerchantNotHonouredReportView,
} from '@citybook/contract/redemption';
import { useQuery } from '@tanstack/react-query';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { callApi, messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { NotHonouredStatus } from './not-honoured-status.tsx';
import styles from './not-honoured.module.css';

/*
 * MERCHANT-11: what members reported as not honoured at the organisation's locations, as its
 * admin sees it: where, which coupon and code, whether the counter had checked it, and where the
 * report stands. Never who the member is (MERCHANT-3).
 */

export const MerchantNotHonouredText = {
  title: 'Not honoured',
  description:
    'Coupons that members reported as not honoured at your counters in the last 90 days. Citybook’s support team looks at each report and may contact you.',
  none: 'No member reported a coupon as not honoured at your locations in the last 90 days.',
  loadFailed: 'The reports could not be loaded. Please try again.',
} as const;

function Report({ report }: { report: MerchantNotHonouredReportView }) {
  return (
    <li className={styles.section}>
      <h2>
        {report.offerTitle} · {report.merchantName}
      </h2>
      <p className={styles.reason}>{NotHonouredReasonText[report.reason]}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Where it stands</dt>
          <dd>
            <NotHonouredStatus state={report.state} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Verification code</dt>
          <dd className={styles.code}>{report.verificationCode}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Redeemed</dt>
          <dd>{formatDateTime(report.redeemedAt)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Reported</dt>
          <dd>{formatDateTime(report.reportedAt)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Checked at your counter</dt>
          <dd>{report.checked ? 'Yes' : 'No'}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Coupon given back to the member</dt>
          <dd>{report.restored ? 'Yes' : 'No'}</dd>
        </div>
      </dl>
    </li>
  );
}

/** MERCHANT-11: the business frame's Not honoured page (merchant admins). */
export function MerchantNotHonouredPage() {
  const reports = useQuery({
    queryKey: [RedemptionBusinessApi.getLocationNotHonouredReports.name],
    queryFn: ({ signal }) =>
      callApi(RedemptionBusinessApi.getLocationNotHonouredReports, { query: {}, signal }),
  });
  return (
    <ConsolePage title={MerchantNotHonouredText.title}>
      <div className={styles.page}>
        <p className={styles.muted}>{MerchantNotHonouredText.description}</p>
        {reports.isError ? (
          <Notice tone="error">
            {messageOf(reports.error, MerchantNotHonouredText.loadFailed)}
          </Notice>
        ) : null}
        {reports.data?.length === 0 ? <p>{MerchantNotHonouredText.none}</p> : null}
        {reports.data && reports.data.length > 0 ? (
          <ul className={styles.page} aria-label="Reports about your locations">
            {[...reports.data].reverse().map((report) => (
              <Report key={report.id} report={report} />
            ))}
          </ul>
        ) : null}
      </div>
    </ConsolePage>
  );
}
