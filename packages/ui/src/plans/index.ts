export { type PlansMessages, plansMessages } from './messages';
export { type PlanAction, PlanCard, type PlanCardProps } from './PlanCard';
export { PlanComparisonTable, type PlanComparisonTableProps } from './PlanComparisonTable';
export { changeDestination, PlansPage, type PlansPageProps, planAction } from './PlansPage';
