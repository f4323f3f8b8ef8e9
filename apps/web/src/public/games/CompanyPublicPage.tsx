import { ExploreSection } from '@lurkit/ui/explore/ExploreSection.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useParams } from 'react-router';
import { GqlError } from '../../api/gql-error.ts';
import { NotFoundPage } from '../../app/NotFoundPage.tsx';
import { PageStatus } from '../../app/PageStatus.tsx';
import { KeyCampaignCard, ProgramCard, QuestCard } from '../explore-cards.tsx';
import { usePublicCompany } from '../hooks/use-games.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import './games-pages.css';

const COMPANY_TYPE: Record<string, string> = {
  agency: 'Agency',
  brand: 'Brand',
  largeGameStudio: 'Large game studio',
  publisher: 'Publisher',
  smallGameStudio: 'Small game studio',
};

/**
 * /company/{id} and /company/{id}/campaigns for anyone (spec section 2): who the company is, its
 * Creator Programs, and its live and upcoming public campaigns. Read only.
 */
export function CompanyPublicPage({ tab = 'about' }: { tab?: 'about' | 'campaigns' }) {
  const id = useParams().id ?? '';
  const view = usePublicCompany(id);
  useDocumentTitle(view.data?.publicCompany.name);
  if (view.error instanceof GqlError && view.error.code === 'EXPLORE.COMPANY_NOT_FOUND') return <NotFoundPage />;
  if (!view.data) return <PageStatus error={view.error} />;
  const { publicCompany: company, publicCompanyCampaigns: campaigns } = view.data;
  const website = /^https?:\/\//.test(company.website) ? company.website : null;
  return (
    <div className="company-public-page">
      <header>
        <h1>{company.name}</h1>
        <p>
          {[COMPANY_TYPE[company.type] ?? company.type, company.isVerified ? 'Verified company' : null].filter(Boolean).join(' · ')}
          {website && (
            <>
              {' · '}
              <a href={website} target="_blank" rel="noopener noreferrer nofollow">
                {new URL(website).host}
              </a>
            </>
          )}
        </p>
      </header>
      <UrlTabs
        label={`${company.name} pages`}
        activeId={tab}
        panelId="company-panel"
        tabs={[
          { id: 'about', label: 'Creator Programs', href: `/company/${company.id}` },
          { id: 'campaigns', label: 'Campaigns', href: `/company/${company.id}/campaigns` },
        ]}
      />
      <div id="company-panel" role="tabpanel" className="games-page__panel">
        {tab === 'about' ? (
          <ExploreSection
            title="Creator Programs"
            description={`Communities ${company.name} runs for its creators.`}
            emptyTitle="No Creator Programs yet"
            items={campaigns.programs.map((p) => ({ key: p.id, card: <ProgramCard program={p} /> }))}
          />
        ) : (
          <>
            <ExploreSection
              title="Key campaigns"
              description="Free game keys for creators, live now or starting soon."
              emptyTitle="No Key campaigns right now"
              items={campaigns.keyCampaigns.map((c) => ({ key: c.id, card: <KeyCampaignCard campaign={c} /> }))}
            />
            <ExploreSection
              title="Quests"
              description="Paid sponsorships open to bids."
              emptyTitle="No Quests open right now"
              items={campaigns.quests.map((q) => ({ key: q.id, card: <QuestCard quest={q} /> }))}
            />
          </>
        )}
      </div>
    </div>
  );
}
