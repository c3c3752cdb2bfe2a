import { AboutFooter } from './AboutFooter';
import { AboutHero, CoreFeatures, JoinCallToAction, Mission, Reasons, Testimonials } from './AboutSections';

/**
 * About (/about): hero, mission, the six core features, three reasons to choose the platform, two
 * testimonials, the join call to action and a footer. Static: it needs no data.
 */
export default function AboutPage() {
  return (
    <div className="mx-auto max-w-screen-xl space-y-16 px-4 py-6 sm:space-y-20 sm:py-8 lg:px-6">
      <AboutHero />
      <Mission />
      <CoreFeatures />
      <Reasons />
      <Testimonials />
      <JoinCallToAction />
      <AboutFooter />
    </div>
  );
}
