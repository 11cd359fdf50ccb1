export { CommanderDiagram, type CommanderDiagramProps } from './CommanderDiagram';
export { DemoRequestDialog, type DemoRequestDialogProps } from './DemoRequestDialog';
export { FaqSection, type FaqSectionProps } from './FaqSection';
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
export { PLAN_FEATURES_SHOWN, PricingSection, type PricingSectionProps } from './PricingSection';
