import { useParams } from 'react-router';
import { CampaignPage } from '../../features/fundraising/components/campaign-page.tsx';

/** /f/<campaign> and /f/<campaign>/<seller> (FUNDRAISING-5): open to anyone, logged in or not. */
export function FundraisingRoute() {
  const { campaignSlug = '', sellerSlug } = useParams();
  return (
    <CampaignPage
      key={`${campaignSlug}/${sellerSlug ?? ''}`}
      campaignSlug={campaignSlug}
      sellerSlug={sellerSlug}
    />
  );
}
