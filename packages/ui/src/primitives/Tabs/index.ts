export * as Tabs from './parts';
export {
  TabsContent,
  type TabsContentProps,
  TabsList,
  type TabsListProps,
  TabsRoot,
  type TabsRootProps,
  TabsTrigger,
  type TabsTriggerProps,
} from './Tabs';
