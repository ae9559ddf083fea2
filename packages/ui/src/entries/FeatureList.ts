// `@fittings/ui/FeatureList`: an entry of its own, so a page that renders it ships it and no other component.
export { FeatureList } from '../components/FeatureList/FeatureList';
export type { FeatureListProps } from '../components/FeatureList/FeatureList';
