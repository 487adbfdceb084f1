import { accountDocs } from './account/docs.ts';
import { AccountErrors } from './account/error-answers.ts';
import { supportConsoleDocs } from './account/support-console-docs.ts';
import { SupportErrors } from './account/support-console.ts';
import { activationDocs } from './activation/docs.ts';
import { ActivationErrors } from './activation/error-answers.ts';
import { appDocs } from './app/docs.ts';
import { AppErrors } from './app/error-answers.ts';
import { catalogConsoleDocs } from './catalog/console-docs.ts';
import { catalogBusinessDocs } from './catalog/business-docs.ts';
import { LocationDetailsErrors } from './catalog/location-details.ts';
import { catalogDocs } from './catalog/docs.ts';
import { offerChangeDocs } from './catalog/offer-change-docs.ts';
import { OfferChangeErrors } from './catalog/offer-change-request.ts';
import { CatalogErrors } from './catalog/error-answers.ts';
import { offerConsoleDocs } from './catalog/offer-console-docs.ts';
import { OfferConsoleErrors } from './catalog/offer-console-errors.ts';
import { catalogImportConsoleDocs } from './catalog/import-console-docs.ts';
import { CatalogImportErrors } from './catalog/import-console.ts';
import { ConsoleEditErrors } from './console-fields.ts';
import { mediaConsoleDocs } from './catalog/media-console-docs.ts';
import { MediaErrors } from './catalog/media-console.ts';
import { codeBatchConsoleDocs } from './activation/code-batch-console-docs.ts';
import { CodeBatchErrors } from './activation/code-batch-console.ts';
import { CommonErrors } from './endpoint.ts';
import type { Area, AreaDocs, Endpoint, ErrorAnswer } from './endpoint.ts';
import { marketConsoleDocs } from './market/console-docs.ts';
import { marketDocs } from './market/docs.ts';
import { MarketErrors } from './market/error-answers.ts';
import { redemptionDocs } from './redemption/docs.ts';
import { notHonouredDocs, redemptionConsoleDocs } from './redemption/not-honoured-docs.ts';
import { NotHonouredErrors } from './redemption/not-honoured-console.ts';
import { NotHonouredMemberErrors } from './redemption/not-honoured.ts';
import { redemptionBusinessDocs } from './redemption/business-docs.ts';
import { RedemptionErrors } from './redemption/error-answers.ts';
import { businessAccountDocs } from './business/account-docs.ts';
import { businessConsoleDocs, businessDocs, businessPeopleDocs } from './business/docs.ts';
import { BusinessErrors } from './business/error-answers.ts';
import { BusinessAccountErrors } from './business/account.ts';
import { staffDocs } from './staff/docs.ts';
import { noticesDocs } from './notices/docs.ts';
import { NoticeErrors } from './notices/error-answers.ts';
import { reportsDocs } from './reports/docs.ts';
import { reportsBusinessDocs } from './reports/business-docs.ts';
import { StaffErrors } from './staff/error-answers.ts';
import {
  fundraisingBusinessDocs,
  fundraisingConsoleDocs,
  fundraisingDocs,
} from './fundraising/docs.ts';
import { FundraisingErrors } from './fundraising/error-answers.ts';

/** When the answers every endpoint may give are given. */
const commonErrorDocs = {
  validation: 'A parameter, query or body field is missing or not valid.',
  notLoggedIn: 'There is no session, or it has ended.',
  guest: 'The shared guest account may not change anything.',
  staffRole: 'The role of the staff account may not use this endpoint (OPERATOR-1).',
  businessRole:
    'The role of the business account may not use this endpoint, or the location is not one of its own (MERCHANT-2).',
  crossSite: 'The request came from another site.',
  unsupportedMediaType: 'The body is not JSON.',
  payloadTooLarge: 'The body is larger than 64 KB (5 MB for the console import’s file).',
  rateLimited: 'Too many calls from this address in the last minute.',
  updateRequired: 'The native app is older than the minimum version of its platform.',
  unknown: 'Something failed on the server (details are in its log).',
} as const satisfies AreaDocs<object, typeof CommonErrors>['errors'];

/** When the console's saves are refused (OPERATOR-10). */
const consoleEditErrorDocs = {
  slugTaken: 'Another row has this slug (shown on the slug field).',
  editConflict:
    'Someone saved the row since the editor opened it (its revision is older): reload, then save again.',
} as const satisfies AreaDocs<object, typeof ConsoleEditErrors>['errors'];

const endpointDocs: Record<Area, Record<string, string>> = {
  account: { ...accountDocs.endpoints, ...supportConsoleDocs.endpoints },
  market: { ...marketDocs.endpoints, ...marketConsoleDocs.endpoints },
  catalog: {
    ...catalogDocs.endpoints,
    ...catalogConsoleDocs.endpoints,
    ...mediaConsoleDocs.endpoints,
    ...catalogImportConsoleDocs.endpoints,
    ...offerChangeDocs.endpoints,
    ...catalogBusinessDocs.endpoints,
  },
  activation: { ...activationDocs.endpoints, ...codeBatchConsoleDocs.endpoints },
  redemption: {
    ...redemptionDocs.endpoints,
    ...notHonouredDocs.endpoints,
    ...redemptionConsoleDocs.endpoints,
    ...redemptionBusinessDocs.endpoints,
  },
  app: appDocs.endpoints,
  staff: staffDocs.endpoints,
  notices: noticesDocs.endpoints,
  reports: { ...reportsDocs.endpoints, ...reportsBusinessDocs.endpoints },
  business: {
    ...businessDocs.endpoints,
    ...businessConsoleDocs.endpoints,
    ...businessAccountDocs.endpoints,
    ...businessPeopleDocs.endpoints,
  },
  fundraising: {
    ...fundraisingDocs.endpoints,
    ...fundraisingConsoleDocs.endpoints,
    ...fundraisingBusinessDocs.endpoints,
  },
};

const answerDocs = new Map<ErrorAnswer, string>(
  (
    [
      [CommonErrors, commonErrorDocs],
      [ConsoleEditErrors, consoleEditErrorDocs],
      [AccountErrors, accountDocs.errors],
      [SupportErrors, supportConsoleDocs.errors],
      [MarketErrors, marketDocs.errors],
      [CatalogErrors, catalogDocs.errors],
      [MediaErrors, mediaConsoleDocs.errors],
      [OfferConsoleErrors, offerConsoleDocs.errors],
      [OfferChangeErrors, offerChangeDocs.errors],
      [LocationDetailsErrors, catalogBusinessDocs.errors],
      [CatalogImportErrors, catalogImportConsoleDocs.errors],
      [ActivationErrors, activationDocs.errors],
      [CodeBatchErrors, codeBatchConsoleDocs.errors],
      [RedemptionErrors, redemptionDocs.errors],
      [NotHonouredMemberErrors, notHonouredDocs.errors],
      [NotHonouredErrors, redemptionConsoleDocs.errors],
      [AppErrors, appDocs.errors],
      [StaffErrors, staffDocs.errors],
      [BusinessErrors, businessDocs.errors],
      [BusinessAccountErrors, businessAccountDocs.errors],
      [NoticeErrors, noticesDocs.errors],
      [FundraisingErrors, fundraisingDocs.errors],
    ] as [Record<string, ErrorAnswer>, Record<string, string>][]
  ).flatMap(([answers, docs]) =>
    Object.entries(answers).map(([name, answer]): [ErrorAnswer, string] => [answer, docs[name]!]),
  ),
);

/** The API reference's line for an endpoint. */
export function summaryOf(endpoint: Endpoint): string {
  const summary = endpointDocs[endpoint.area][endpoint.name];
  if (summary === undefined)
    throw new Error(`${endpoint.name} has no line in ${endpoint.area}/docs.ts`);
  return summary;
}

/** When an answer is given, for the API reference; every answer is a named one of an area. */
export function whenOf(answer: ErrorAnswer): string {
  const when = answerDocs.get(answer);
  if (when === undefined)
    throw new Error(
      `code ${String(answer.code)} (${String(answer.status)}) is no named answer of an area`,
    );
  return when;
}
