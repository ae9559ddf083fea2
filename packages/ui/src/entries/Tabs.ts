// `@fittings/ui/Tabs`: an entry of its own, so a page that renders it ships it and no other component.
export { Tabs } from '../components/Tabs/Tabs';
export type { TabItem, TabsProps } from '../components/Tabs/Tabs';
