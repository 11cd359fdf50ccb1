import { useMessages } from '../messages/MessagesProvider';
import { type AssessmentsMessages, assessmentsMessages } from './messages';

export function useAssessmentsMessages(): AssessmentsMessages {
  return useMessages('assessments', assessmentsMessages);
}
