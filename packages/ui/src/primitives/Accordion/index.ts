export {
  AccordionContent,
  type AccordionContentProps,
  AccordionItem,
  type AccordionItemProps,
  AccordionRoot,
  type AccordionRootProps,
  AccordionTrigger,
  type AccordionTriggerProps,
} from './Accordion';
export * as Accordion from './parts';
