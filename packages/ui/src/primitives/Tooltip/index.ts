export { Tooltip, type TooltipProps } from './Tooltip';
export {
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  TooltipProvider,
  type TooltipProviderProps,
} from './TooltipProvider';
