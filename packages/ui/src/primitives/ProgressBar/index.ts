export {
  ProgressBar,
  type ProgressBarProps,
  type ProgressLevel,
  type UsageColor,
  type UsageTone,
  usageColor,
} from './ProgressBar';
