import { CommunityFeatured } from './CommunityFeatured';
import { FeatureTiles } from './FeatureTiles';
import { HeroBanner } from './HeroBanner';

/** The home page: hero banner, what the platform offers and the community's featured content. */
export default function HomePage() {
  return (
    <div className="mx-auto max-w-screen-2xl space-y-14 px-4 py-6 sm:py-8 lg:px-6">
      <HeroBanner />
      <FeatureTiles />
      <CommunityFeatured />
    </div>
  );
}
