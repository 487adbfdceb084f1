import { FundraisingBusinessApi } from '@citybook/contract/fundraising';
import { urlOf } from '@citybook/contract/endpoint';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { editorFallback } from '../../../components/editor-page/editor-fallback.tsx';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { StatementView } from './statement-view.tsx';

/** FUNDRAISING-12: the statement of a campaign of the leader's group, in the business frame. */
export function LeaderStatementPage() {
  const campaignId = Number(useParams().campaignId);
  const valid = Number.isInteger(campaignId) && campaignId > 0;
  const query = useQuery({
    queryKey: [FundraisingBusinessApi.getLeaderCampaignStatement.name, campaignId],
    queryFn: ({ signal }) =>
      callApi(FundraisingBusinessApi.getLeaderCampaignStatement, {
        params: { campaignId },
        signal,
      }),
    enabled: valid,
  });
  const statement = query.data;
  const back = (
    <TextLink to={`/business/campaigns/${String(campaignId)}`}>Back to the campaign</TextLink>
  );
  const fallback = editorFallback(
    {
      notFound: !valid || (query.error instanceof ApiError && query.error.status === 404),
      isNew: false,
      loaded: statement,
      query,
    },
    { noun: 'campaign', newTitle: 'Statement', back },
  );
  if (fallback || !statement) return fallback;
  return (
    <ConsolePage
      title={`Statement: ${statement.campaignName}`}
      description={`${statement.groupName} · ${statement.startsOn} to ${statement.endsOn}`}
      actions={back}
    >
      <StatementView
        statement={statement}
        pdfHref={urlOf(FundraisingBusinessApi.downloadLeaderCampaignStatementPdf, {
          params: { campaignId },
        })}
        csvHref={urlOf(FundraisingBusinessApi.downloadLeaderCampaignStatementCsv, {
          params: { campaignId },
        })}
      />
    </ConsolePage>
  );
}
