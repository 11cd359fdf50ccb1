export {
  PopoverClose as Close,
  PopoverContent as Content,
  PopoverDescription as Description,
  PopoverRoot as Root,
  PopoverTitle as Title,
  PopoverTrigger as Trigger,
} from './Popover';
