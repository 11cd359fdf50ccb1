export {
  TabsContent as Content,
  TabsList as List,
  TabsRoot as Root,
  TabsTrigger as Trigger,
} from './Tabs';
