import { AppLink } from '../link/LinkProvider.tsx';
import { StatTile } from '../stat-tile/StatTile.tsx';
import './MarketplaceLanding.css';
import { formatCount } from '../format/format.ts';

export interface LandingFigures {
  readonly liveKeyCampaigns: number;
  readonly openQuests: number;
  readonly creators: number;
  readonly games: number;
}

export interface MarketplaceLandingProps {
  /** Live figures; absent while they load (or when they could not be read: the page still works). */
  figures?: LandingFigures;
  loading?: boolean;
}

const FOR_COMPANIES = [
  'Give game keys to creators who fit your game, with requirements, waitlists and leak tracing.',
  'Pay for sponsored streams and videos with Quests: offers and bids, a brief, review, then payout.',
  'Build a community of creators with a Creator Program, Missions and rewards.',
];

const FOR_CREATORS = [
  'Claim keys for games you want to play on stream, before and after launch.',
  'Bid on paid Quests and get paid out in USD once your content is approved.',
  'Join Creator Programs of the studios you love and earn rewards with Missions.',
];

/** The root page for visitors (spec section 1): what Lurkit is for each side, live figures, and the way in. */
export function MarketplaceLanding({ figures, loading = false }: MarketplaceLandingProps) {
  const show = (value: number | undefined) => (value === undefined ? '–' : formatCount(value));
  return (
    <div className="landing">
      <section className="landing__hero" aria-labelledby="landing-title">
        <h1 id="landing-title">Game companies and content creators, working together</h1>
        <p className="landing__lead">
          Lurkit is the marketplace where studios, publishers and brands run Key campaigns, paid Quests and Creator Programs with creators
          on Twitch, YouTube and TikTok.
        </p>
        <div className="landing__actions">
          <AppLink href="/explore" className="button button--primary">
            Explore campaigns
          </AppLink>
          <AppLink href="/login" className="button button--secondary">
            Sign in
          </AppLink>
        </div>
      </section>

      <section aria-labelledby="landing-figures" className="landing__figures">
        <h2 id="landing-figures" className="visually-hidden">
          Lurkit today
        </h2>
        <StatTile label="Live Key campaigns" value={show(figures?.liveKeyCampaigns)} loading={loading} />
        <StatTile label="Open Quests" value={show(figures?.openQuests)} loading={loading} />
        <StatTile label="Creators" value={show(figures?.creators)} loading={loading} />
        <StatTile label="Games" value={show(figures?.games)} loading={loading} caption="with live or upcoming keys" />
      </section>

      <div className="landing__audiences">
        <section aria-labelledby="landing-companies" className="landing__audience">
          <h2 id="landing-companies">For game companies</h2>
          <ul>
            {FOR_COMPANIES.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <AppLink href="/register/company" className="button button--primary">
            Register your company
          </AppLink>
          <p className="landing__small">
            Read the <AppLink href="/company/terms-of-use">terms for companies</AppLink>.
          </p>
        </section>
        <section aria-labelledby="landing-creators" className="landing__audience">
          <h2 id="landing-creators">For content creators</h2>
          <ul>
            {FOR_CREATORS.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <AppLink href="/register/creator" className="button button--primary">
            Join as a creator
          </AppLink>
          <p className="landing__small">
            Read the <AppLink href="/terms-of-use">terms for creators</AppLink>.
          </p>
        </section>
      </div>
    </div>
  );
}
