export {
  AccordionContent as Content,
  AccordionItem as Item,
  AccordionRoot as Root,
  AccordionTrigger as Trigger,
} from './Accordion';
