// The public surface of @fittings/ui: every export is named here.
import './fonts.css';
import './theme/global.css';

// Theme
export { vars } from './theme/vars.css';
export { brandTheme } from './theme/themes/brand.css';
export { studioTheme } from './theme/themes/studio.css';
export {
  DEVANAGARI_FONT,
  brandTokens,
  breakpoints,
  mediaQuery,
  specSizes,
  timing,
} from './theme/tokens';
export type { Breakpoint, ThemeTokens, TokenTree } from './theme/tokens';
export { studioTokens } from './theme/themes/studio.tokens';
export { sprinkles } from './theme/sprinkles.css';
export type { Sprinkles } from './theme/sprinkles.css';
export { container, visuallyHidden } from './theme/utils.css';

// Words in the page's language
export { TextProvider, useText } from './i18n/TextProvider';
export type { TextProviderProps } from './i18n/TextProvider';

// Links
export { LinkProvider, useLinkComponent } from './link/LinkProvider';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from './link/LinkProvider';
export { Link } from './components/Link/Link';
export type { LinkProps } from './components/Link/Link';
export { ResponsiveImage } from './components/ResponsiveImage/ResponsiveImage';
export type { ResponsiveImageProps } from './components/ResponsiveImage/ResponsiveImage';

// Actions and icons
export { Button, ButtonLink } from './components/Button/Button';
export type { ButtonLinkProps, ButtonProps } from './components/Button/Button';
export { Icon } from './icons/Icon';
export type { IconName, IconProps } from './icons/Icon';

// Layout
export { Toolbar } from './components/Toolbar/Toolbar';
export type { LabelledLink, ToolbarProps } from './components/Toolbar/Toolbar';
export { NavBar } from './components/NavBar/NavBar';
export type { NavBarProps, NavBarShortcut } from './components/NavBar/NavBar';
export type {
  CollectionLink,
  MenuCategory,
  MenuCollections,
  MenuImage,
  MenuLink,
  MenuPanel,
  NavEntry,
} from './components/MegaMenu/types';
export { SideMenu } from './components/SideMenu/SideMenu';
export { LanguageSwitch } from './components/LanguageSwitch/LanguageSwitch';
export type {
  LanguageOption,
  LanguageSwitchProps,
} from './components/LanguageSwitch/LanguageSwitch';
export type { SideMenuProps } from './components/SideMenu/SideMenu';
export { Footer, socialNetworks } from './components/Footer/Footer';
export type {
  FooterColumn,
  FooterProps,
  SocialLink,
  SocialNetwork,
} from './components/Footer/Footer';

// Catalogue
export { DetailedProductCard, ProductCard } from './components/ProductCard/ProductCard';
export type {
  DetailedProductCardProduct,
  DetailedProductCardProps,
  ProductCardDetail,
  ProductCardProduct,
  ProductCardProps,
} from './components/ProductCard/ProductCard';
export { ProductGrid } from './components/ProductGrid/ProductGrid';
export type { ProductGridProps } from './components/ProductGrid/ProductGrid';
export { TAG_TEXT, Tag, productTagKind, tagKinds } from './components/Tag/Tag';
export type { TagKind, TagProps } from './components/Tag/Tag';
export { WaterwiseBadge } from './components/WaterwiseBadge/WaterwiseBadge';
export type { WaterwiseBadgeProps } from './components/WaterwiseBadge/WaterwiseBadge';
export { FinishSwatches } from './components/FinishSwatches/FinishSwatches';
export type { FinishSwatchesProps } from './components/FinishSwatches/FinishSwatches';
export { MarkedName } from './components/MarkedName/MarkedName';
export type { MarkedNameProps } from './components/MarkedName/MarkedName';
export { TrademarkName } from './components/TrademarkName/TrademarkName';
export type { TrademarkNameProps } from './components/TrademarkName/TrademarkName';
export { CompareTable } from './components/CompareTable/CompareTable';
export type {
  CompareTableCell,
  CompareTableProduct,
  CompareTableProps,
  CompareTableRow,
} from './components/CompareTable/CompareTable';
export { WishlistToggle } from './components/WishlistToggle/WishlistToggle';
export type { WishlistToggleProps } from './components/WishlistToggle/WishlistToggle';

// Search
export { SearchField } from './components/SearchField/SearchField';
export type { SearchFieldProps } from './components/SearchField/SearchField';
export { SearchDialog, searchResultsPath } from './components/SearchDialog/SearchDialog';
export type { SearchDialogProps } from './components/SearchDialog/SearchDialog';

// Product page
export { Gallery, NO_IMAGE_ITEM } from './components/Gallery/Gallery';
export type { GalleryProps } from './components/Gallery/Gallery';
export { Viewboard } from './components/Viewboard/Viewboard';
export type { ViewboardProps } from './components/Viewboard/Viewboard';
export { DetailedViewboard } from './components/DetailedViewboard/DetailedViewboard';
export type { DetailedViewboardProps } from './components/DetailedViewboard/DetailedViewboard';
export { Spinner } from './components/Spinner/Spinner';
export type { SpinnerProps } from './components/Spinner/Spinner';
export { Tabs } from './components/Tabs/Tabs';
export type { TabItem, TabsProps } from './components/Tabs/Tabs';
export { FeatureList } from './components/FeatureList/FeatureList';
export type { FeatureListProps } from './components/FeatureList/FeatureList';
export { FitsYourHome } from './components/FitsYourHome/FitsYourHome';
export type { FitsYourHomeProps } from './components/FitsYourHome/FitsYourHome';
export { DocumentLinks } from './components/DocumentLinks/DocumentLinks';
export type { DocumentLinksProps } from './components/DocumentLinks/DocumentLinks';
export { Breadcrumbs } from './components/Breadcrumbs/Breadcrumbs';
export type { BreadcrumbsProps, Crumb } from './components/Breadcrumbs/Breadcrumbs';

// Feedback
export { Notifications } from './components/Notifications/Notifications';
export type {
  Notification,
  NotificationAction,
  NotificationsProps,
} from './components/Notifications/Notifications';
export { NotFound } from './components/NotFound/NotFound';
export type { NotFoundProps } from './components/NotFound/NotFound';
export { ConsentBanner, consentCategories } from './components/ConsentBanner/ConsentBanner';
export type {
  ConsentBannerProps,
  ConsentCategory,
  ConsentChoices,
} from './components/ConsentBanner/ConsentBanner';

// Forms
export { TextField } from './components/TextField/TextField';
export type { TextFieldProps } from './components/TextField/TextField';
export { Textarea } from './components/Textarea/Textarea';
export type { TextareaProps } from './components/Textarea/Textarea';
export { Select } from './components/Select/Select';
export { SpareParts } from './components/SpareParts/SpareParts';
export type { SparePartItem, SparePartsProps } from './components/SpareParts/SpareParts';
export { ListItemDetails } from './components/ListItemDetails/ListItemDetails';
export type { ListItemDetailsProps } from './components/ListItemDetails/ListItemDetails';
export type { SelectOption, SelectProps } from './components/Select/Select';
export { Checkbox } from './components/Checkbox/Checkbox';
export type { CheckboxProps } from './components/Checkbox/Checkbox';
export { ErrorSummary } from './components/ErrorSummary/ErrorSummary';
export type { ErrorSummaryProps, FieldError } from './components/ErrorSummary/ErrorSummary';
