export { CallToActionSection } from './CallToActionSection';
export { CommanderDiagram, type CommanderDiagramProps } from './CommanderDiagram';
export { CommanderSection } from './CommanderSection';
export { DemoRequestDialog, type DemoRequestDialogProps } from './DemoRequestDialog';
export { FaqSection, type FaqSectionProps } from './FaqSection';
export { FeaturesSection } from './FeaturesSection';
export { HeroSection } from './HeroSection';
export { LandingFooter, type LandingFooterProps } from './LandingFooter';
export { LandingHeader, type LandingHeaderProps, SectionLink, type SectionLinkProps } from './LandingHeader';
export { LandingPage, type LandingPageProps } from './LandingPage';
export {
  type LandingFaqGroup,
  type LandingFeature,
  type LandingMessages,
  type LandingPlan,
  landingMessages,
} from './messages';
export { NewsletterForm, type NewsletterFormProps } from './NewsletterForm';
export {
  PLAN_FEATURES_SHOWN,
  type PlanPrices,
  PricingSection,
  type PricingSectionProps,
} from './PricingSection';
