// `@fittings/ui/ErrorSummary`: an entry of its own, so a page that renders it ships it and no other component.
export { ErrorSummary } from '../components/ErrorSummary/ErrorSummary';
export type { ErrorSummaryProps, FieldError } from '../components/ErrorSummary/ErrorSummary';
