import { useAssessments } from '@sppock/sdk/react';
import { plansText } from './catalogue';

/**
 * Whether the user's plan includes the test at `route` (spec 3 §6), from the catalogue: locked
 * only when the catalogue says so (the server refuses the calls anyway), with the plans that
 * include it ('Pro e Enterprise').
 */
export function useAssessmentAccess(route: string): { locked: boolean; plans: string } {
  const catalogue = useAssessments();
  const entry = catalogue.data?.assessments.find((agent) => agent.route === route);
  return { locked: entry ? !entry.can_access : false, plans: entry ? plansText(entry.enabled_packages) : '' };
}
