export {
  ProgressBar,
  type ProgressBarProps,
  type UsageColor,
  type UsageLevel,
  type UsageTone,
  usageColor,
} from './ProgressBar';
