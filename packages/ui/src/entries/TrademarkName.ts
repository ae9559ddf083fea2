// `@fittings/ui/TrademarkName`: an entry of its own, so a page that renders it ships it and no other component.
export { TrademarkName } from '../components/TrademarkName/TrademarkName';
export type { TrademarkNameProps } from '../components/TrademarkName/TrademarkName';
