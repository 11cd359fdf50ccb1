export { AssessmentCard, type AssessmentCardProps } from './AssessmentCard';
export { AssessmentHistory, type AssessmentHistoryProps } from './AssessmentHistory';
export { AssessmentIntro, type AssessmentIntroProps } from './AssessmentIntro';
export { AssessmentListPage, type AssessmentListPageProps, CARD_OPEN_DELAY_MS } from './AssessmentListPage';
export {
  AREA_LABELS,
  CATEGORY_LABELS,
  canOpen,
  cardDescription,
  cardTooltip,
  DESCRIPTION_LIMIT,
  MBTI_GROUPS,
  plansText,
  statusLabel,
} from './catalogue';
export { IGTA_PATH, IgtaPage, type IgtaPageProps } from './IgtaPage';
export { LikertScale, type LikertScaleProps } from './LikertScale';
export { MBTI_PATH, MbtiPage, type MbtiPageProps } from './MbtiPage';
export { type AssessmentsMessages, assessmentsMessages } from './messages';
export { RODA_DA_VIDA_PATH, RodaDaVidaPage, type RodaDaVidaPageProps } from './RodaDaVidaPage';
export { printReport, reportFileName } from './reportFiles';
export { SessionCard, type SessionCardProps } from './SessionCard';
