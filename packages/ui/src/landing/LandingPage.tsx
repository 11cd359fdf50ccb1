import { useRequestEnterpriseDemo, useSubscribeNewsletter } from '@sppock/sdk/react';
import {
  ArrowRight,
  Brain,
  CalendarClock,
  ChartColumn,
  Check,
  ClipboardCheck,
  History,
  Layers,
  Lightbulb,
  Mail,
  MessageSquare,
  PenLine,
  Route,
  Sparkles,
  Target,
  Truck,
  Workflow,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { cx } from '../internal/cx';
import { skipLink } from '../internal/styles.css';
import { AppLink } from '../navigation/Navigation';
import { Badge } from '../primitives/Badge/Badge';
import { button } from '../primitives/Button/Button.css';
import { SppockLogo } from '../primitives/SppockLogo/SppockLogo';
import { CommanderDiagram } from './CommanderDiagram';
import { DemoRequestDialog } from './DemoRequestDialog';
import { FaqSection } from './FaqSection';
import { LandingHeader, SectionLink } from './LandingHeader';
import * as styles from './LandingPage.css';
import * as section from './landingSection.css';
import type { LandingFeature } from './messages';
import { NewsletterForm } from './NewsletterForm';
import { PricingSection } from './PricingSection';
import { LANDING_SECTIONS, type LandingSection, scrollToSection } from './scrollToSection';
import { useLandingMessages } from './useLandingMessages';

const FEATURE_ICONS: Record<LandingFeature['id'], ReactNode> = {
  commander: <Sparkles size={20} />,
  brainstorm: <Lightbulb size={20} />,
  content: <PenLine size={20} />,
  leads: <Target size={20} />,
  competition: <ChartColumn size={20} />,
  email: <Mail size={20} />,
  suppliers: <Truck size={20} />,
  meetings: <CalendarClock size={20} />,
  mbti: <Brain size={20} />,
  igta: <ClipboardCheck size={20} />,
};

const BENEFIT_ICONS: ReadonlyArray<ReactNode> = [
  <Workflow key="orchestration" size={20} />,
  <MessageSquare key="unified" size={20} />,
  <Route key="routing" size={20} />,
];

const PILLAR_ICONS: ReadonlyArray<ReactNode> = [
  <Layers key="providers" size={20} />,
  <Brain key="memory" size={20} />,
  <History key="history" size={20} />,
];

export interface LandingPageProps {
  /** The year of the footer's copyright. @default the current year */
  year?: number;
}

/**
 * The public landing page, `/` (spec 1 §2): the fixed top bar, hero, Commander section with its
 * diagram, features (`#features`), technology (`#about`), pricing (`#pricing`), FAQ (`#faq`), a
 * call to action, the newsletter and the footer. The newsletter and 'Agendar Demo Enterprise'
 * call the server (contract extensions); everything else is static copy from `landing` messages.
 * Needs `<SppockProvider>`.
 */
export function LandingPage({ year = new Date().getFullYear() }: LandingPageProps) {
  const messages = useLandingMessages();
  const baseId = useId();
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

  const sectionLink = (id: LandingSection, label: string) => (
    <SectionLink section={id} className={styles.footerLink}>
      {label}
    </SectionLink>
  );

  return (
    <div className={styles.page}>
      <a href={`#${baseId}-main`} className={skipLink}>
        {messages.skipToContent}
      </a>
      <LandingHeader />
      <main id={`${baseId}-main`} tabIndex={-1} className={styles.main}>
        {/* Hero */}
        <section className={styles.hero} aria-labelledby={`${baseId}-hero`}>
          <span className={styles.heroGlow} aria-hidden="true" />
          <span className={styles.heroGrid} aria-hidden="true" />
          <div className={cx(section.container, styles.heroInner)}>
            <p className={styles.heroBadge}>
              <span className={styles.heroBadgeIcon} aria-hidden="true">
                <Sparkles size={14} />
              </span>
              {messages.heroBadge}
            </p>
            <h1 id={`${baseId}-hero`} className={styles.heroTitle}>
              {messages.heroTitle} <span className={styles.heroHighlight}>{messages.heroTitleHighlight}</span>
            </h1>
            <p className={styles.heroSubtitle}>{messages.heroSubtitle}</p>
            <div className={styles.heroActions}>
              <AppLink
                href="/register"
                className={cx(button({ variant: 'primary' }), styles.heroCta, styles.heroPrimary)}
              >
                {messages.heroCta}
                <ArrowRight size={18} aria-hidden="true" />
              </AppLink>
              <SectionLink section="pricing" className={cx(button({ variant: 'secondary' }), styles.heroCta)}>
                {messages.heroSecondaryCta}
              </SectionLink>
            </div>
            <p className={styles.heroNote}>{messages.heroNote}</p>
            <ul className={styles.agentChips} aria-label={messages.featuresTitle}>
              {messages.features
                .filter((feature) => feature.id !== 'commander')
                .map((feature) => (
                  <li key={feature.id} className={styles.agentChip}>
                    <span className={styles.agentChipIcon} aria-hidden="true">
                      {FEATURE_ICONS[feature.id]}
                    </span>
                    {feature.title}
                  </li>
                ))}
            </ul>
          </div>
        </section>

        {/* Commander */}
        <section className={cx(section.section, styles.alternate)} aria-labelledby={`${baseId}-commander`}>
          <div className={cx(section.container, styles.split)}>
            <div className={styles.splitText}>
              <div className={cx(section.heading, section.headingStart, styles.splitHeading)}>
                <p className={section.eyebrow}>
                  <Sparkles size={14} aria-hidden="true" />
                  {messages.commanderEyebrow}
                </p>
                <h2 id={`${baseId}-commander`} className={section.title}>
                  {messages.commanderTitle}
                </h2>
                <p className={section.lead}>{messages.commanderSubtitle}</p>
              </div>
              <ul className={styles.benefits}>
                {messages.commanderBenefits.map((benefit, index) => (
                  <li key={benefit.title} className={styles.benefit}>
                    <span className={styles.benefitIcon} aria-hidden="true">
                      {BENEFIT_ICONS[index % BENEFIT_ICONS.length]}
                    </span>
                    <div>
                      <h3 className={styles.benefitTitle}>{benefit.title}</h3>
                      <p className={styles.benefitText}>{benefit.description}</p>
                    </div>
                  </li>
                ))}
              </ul>
              <AppLink href="/register" className={cx(button({ variant: 'primary', size: 'lg' }))}>
                {messages.commanderCta}
                <ArrowRight size={18} aria-hidden="true" />
              </AppLink>
            </div>
            <CommanderDiagram />
          </div>
        </section>

        {/* Features */}
        <section id="features" className={section.section} aria-labelledby={`${baseId}-features`}>
          <div className={section.container}>
            <div className={section.heading}>
              <p className={section.eyebrow}>{messages.featuresEyebrow}</p>
              <h2 id={`${baseId}-features`} className={section.title}>
                {messages.featuresTitle}
              </h2>
              <p className={section.lead}>{messages.featuresSubtitle}</p>
            </div>
            <ul className={styles.featureGrid}>
              {messages.features.map((feature) => (
                <li key={feature.id} className={styles.featureCard}>
                  <span className={styles.featureIcon} aria-hidden="true">
                    {FEATURE_ICONS[feature.id]}
                  </span>
                  <h3 className={styles.featureTitle}>{feature.title}</h3>
                  <p className={styles.featureText}>{feature.description}</p>
                </li>
              ))}
            </ul>
            <div className={styles.claims}>
              <h3 className={styles.claimsTitle}>{messages.featureClaimsTitle}</h3>
              <ul className={styles.claimList}>
                {messages.featureClaims.map((claim) => (
                  <li key={claim} className={styles.claim}>
                    <span className={styles.claimIcon} aria-hidden="true">
                      <Check size={14} strokeWidth={3} />
                    </span>
                    {claim}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>

        {/* Technology */}
        <section
          id="about"
          className={cx(section.section, styles.alternate)}
          aria-labelledby={`${baseId}-about`}
        >
          <div className={section.container}>
            <div className={section.heading}>
              <p className={section.eyebrow}>{messages.technologyEyebrow}</p>
              <h2 id={`${baseId}-about`} className={section.title}>
                {messages.technologyTitle}
              </h2>
              <p className={section.lead}>{messages.technologySubtitle}</p>
            </div>
            <ul className={styles.pillars}>
              {messages.technologyPillars.map((pillar, index) => (
                <li key={pillar.title} className={styles.pillar}>
                  <span className={styles.featureIcon} aria-hidden="true">
                    {PILLAR_ICONS[index % PILLAR_ICONS.length]}
                  </span>
                  <h3 className={styles.featureTitle}>{pillar.title}</h3>
                  <p className={styles.featureText}>{pillar.description}</p>
                </li>
              ))}
            </ul>
            <dl className={styles.stats} aria-label={messages.technologyStatsLabel}>
              {messages.technologyStats.map((stat) => (
                <div key={stat.label} className={styles.stat}>
                  <dt className={styles.statLabel}>{stat.label}</dt>
                  <dd className={styles.statValue}>{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        <PricingSection onRequestDemo={() => setDemoOpen(true)} />

        <FaqSection />

        {/* Call to action and newsletter */}
        <section className={section.section} aria-labelledby={`${baseId}-cta`}>
          <div className={section.container}>
            <div className={styles.cta}>
              <h2 id={`${baseId}-cta`} className={styles.ctaTitle}>
                {messages.ctaTitle}
              </h2>
              <p className={styles.ctaText}>{messages.ctaSubtitle}</p>
              <div className={styles.heroActions}>
                <AppLink
                  href="/register"
                  className={cx(button({ variant: 'primary' }), styles.heroCta, styles.ctaPrimary)}
                >
                  {messages.ctaPrimary}
                  <ArrowRight size={18} aria-hidden="true" />
                </AppLink>
                <AppLink
                  href="/login"
                  className={cx(button({ variant: 'secondary' }), styles.heroCta, styles.ctaSecondary)}
                >
                  {messages.ctaSecondary}
                </AppLink>
              </div>
            </div>
          </div>
        </section>
        <div className={cx(section.section, styles.newsletterSection)}>
          <div className={section.container}>
            <NewsletterForm onSubscribe={(email) => subscribe.mutateAsync(email)} />
          </div>
        </div>
      </main>

      <footer className={styles.footer}>
        <div className={section.container}>
          <div className={styles.footerGrid}>
            <div className={styles.footerBrand}>
              <AppLink href="/" className={styles.footerLink} aria-label={messages.homeLink}>
                <SppockLogo size={28} />
              </AppLink>
              <p className={styles.footerTagline}>{messages.footerTagline}</p>
            </div>
            <nav aria-labelledby={`${baseId}-footer-product`}>
              <h2 id={`${baseId}-footer-product`} className={styles.footerHeading}>
                {messages.footerProduct}
              </h2>
              <ul className={styles.footerList}>
                <li>{sectionLink('features', messages.navFeatures)}</li>
                <li>{sectionLink('about', messages.navTechnology)}</li>
                <li>{sectionLink('pricing', messages.navPricing)}</li>
                <li>{sectionLink('faq', messages.navFaq)}</li>
              </ul>
            </nav>
            <nav aria-labelledby={`${baseId}-footer-account`}>
              <h2 id={`${baseId}-footer-account`} className={styles.footerHeading}>
                {messages.footerAccount}
              </h2>
              <ul className={styles.footerList}>
                <li>
                  <AppLink href="/login" className={styles.footerLink}>
                    {messages.navLogin}
                  </AppLink>
                </li>
                <li>
                  <AppLink href="/register" className={styles.footerLink}>
                    {messages.navRegister}
                  </AppLink>
                </li>
              </ul>
            </nav>
            <div>
              <h2 className={styles.footerHeading}>{messages.footerSocial}</h2>
              <ul className={styles.footerList}>
                {messages.socialNetworks.map((network) => (
                  <li key={network} className={styles.footerSoon}>
                    {network} <Badge size="sm">{messages.comingSoon}</Badge>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className={styles.footerHeading}>{messages.footerLegal}</h2>
              <ul className={styles.footerList}>
                {[messages.privacyPolicy, messages.termsOfUse].map((entry) => (
                  <li key={entry} className={styles.footerSoon}>
                    {entry} <Badge size="sm">{messages.comingSoon}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className={styles.footerBottom}>
            <p className={styles.footerCopy}>{messages.copyright(year)}</p>
            <p className={styles.footerCopy}>{messages.madeIn}</p>
          </div>
        </div>
      </footer>

      <DemoRequestDialog
        open={demoOpen}
        onOpenChange={setDemoOpen}
        onSubmit={(request) => requestDemo.mutateAsync(request)}
      />
    </div>
  );
}
