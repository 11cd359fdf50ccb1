export { ActivityIcon, type ActivityIconProps, activityIcon } from './ActivityIcon';
