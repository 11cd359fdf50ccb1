import { useRequestEnterpriseDemo, useSubscribeNewsletter } from '@sppock/sdk/react';
import { Suspense, useEffect, useId, useState } from 'react';
import { cx } from '../internal/cx';
import { skipLink } from '../internal/styles.css';
import { CallToActionSection } from './CallToActionSection';
import { CommanderSection } from './CommanderSection';
import { DemoRequestDialog } from './DemoRequestDialog';
import { FaqSection } from './FaqSection';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import * as styles from './LandingPage.css';
import * as section from './landingSection.css';
import { NewsletterForm } from './NewsletterForm';
import { PricingSection } from './PricingSection';
import { LANDING_SECTIONS, scrollToSection } from './scrollToSection';
import { TechnologySection } from './TechnologySection';
import { useLandingMessages } from './useLandingMessages';
import { usePlanPrices } from './usePlanPrices';

export interface LandingPageProps {
  /** The year of the footer's copyright. @default the current year */
  year?: number;
}

/**
 * The public landing page, `/` (spec 1 §2): the fixed top bar, hero, Commander section with its
 * diagram, features (`#features`), technology (`#about`), pricing (`#pricing`), FAQ (`#faq`), a
 * call to action, the newsletter and the footer. The prices, the newsletter and 'Agendar Demo
 * Enterprise' come from the server through the SDK's hooks; everything else is copy from the
 * `landing` messages. Needs `<SppockProvider>`.
 */
export function LandingPage({ year }: LandingPageProps) {
  const messages = useLandingMessages();
  const mainId = `${useId()}-main`;
  const [demoOpen, setDemoOpen] = useState(false);
  const subscribe = useSubscribeNewsletter();
  const requestDemo = useRequestEnterpriseDemo();

  // Arriving at /#pricing: the section renders after the browser looked for it, so scroll now.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if ((LANDING_SECTIONS as ReadonlyArray<string>).includes(id)) {
      scrollToSection(id, { focus: false });
    }
  }, []);

  return (
    <div className={styles.page}>
      <a href={`#${mainId}`} className={skipLink}>
        {messages.skipToContent}
      </a>
      {/* Each part of the page is a Suspense boundary: nothing in them suspends, but a page
          adopted from pre-rendered HTML hydrates one boundary at a time, so the browser gets
          several short tasks instead of one long commit of the whole page. */}
      <Suspense>
        <LandingHeader />
      </Suspense>
      <main id={mainId} tabIndex={-1} className={styles.main}>
        <Suspense>
          <HeroSection />
        </Suspense>
        <Suspense>
          <CommanderSection />
        </Suspense>
        <Suspense>
          <FeaturesSection />
        </Suspense>
        <Suspense>
          <TechnologySection />
        </Suspense>
        <Suspense>
          <LandingPricing onRequestDemo={() => setDemoOpen(true)} />
        </Suspense>
        <Suspense>
          <FaqSection />
        </Suspense>
        <Suspense>
          <CallToActionSection />
          <div className={cx(section.section, styles.newsletterSection)}>
            <div className={section.container}>
              <NewsletterForm onSubscribe={(email) => subscribe.mutateAsync(email)} />
            </div>
          </div>
        </Suspense>
      </main>
      <Suspense>
        <LandingFooter year={year} />
      </Suspense>
      <DemoRequestDialog
        open={demoOpen}
        onOpenChange={setDemoOpen}
        onSubmit={(request) => requestDemo.mutateAsync(request)}
      />
    </div>
  );
}

/** The plan cards with the server's prices: their arrival renders these cards, not the whole page. */
function LandingPricing({ onRequestDemo }: { onRequestDemo: () => void }) {
  const prices = usePlanPrices();
  return <PricingSection prices={prices} onRequestDemo={onRequestDemo} />;
}
