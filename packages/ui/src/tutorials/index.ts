export { type TutorialsMessages, tutorialsMessages } from './messages';
export { TutorialsPage, type TutorialsPageProps } from './TutorialsPage';
export { TUTORIAL_CATEGORIES, TUTORIALS, type Tutorial, type TutorialCategory } from './tutorials';
