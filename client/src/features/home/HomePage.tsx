import { CommunityFeatured } from './CommunityFeatured';
import { FeaturedArtistsSection } from './FeaturedArtistsSection';
import { FeatureTiles } from './FeatureTiles';
import { HeroBanner } from './HeroBanner';
import { LiveSessionsSection } from './LiveSessionsSection';
import { NewReleasesSection } from './NewReleasesSection';
import { NewsletterCard } from './NewsletterCard';
import { SpotlightSection } from './SpotlightSection';

/**
 * The home page: hero, Independent Artist Spotlight, the newsletter, live sessions, featured
 * artists, the community's featured content, new releases and what the platform offers.
 */
export default function HomePage() {
  return (
    <div className="mx-auto max-w-screen-2xl space-y-14 px-4 py-6 sm:py-8 lg:px-6">
      <HeroBanner />
      <SpotlightSection />
      <NewsletterCard />
      <LiveSessionsSection />
      <FeaturedArtistsSection />
      <CommunityFeatured />
      <NewReleasesSection />
      <FeatureTiles />
    </div>
  );
}
