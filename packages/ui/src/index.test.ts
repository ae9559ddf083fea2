// Guards the public surface: adding or removing an export is a deliberate change to this list.
import * as ui from './index';

describe('the public exports of @fittings/ui', () => {
  it('are exactly the documented components, helpers and theme', () => {
    expect(Object.keys(ui).sort()).toEqual(
      [
        'Breadcrumbs',
        'Button',
        'ButtonLink',
        'Checkbox',
        'ConsentBanner',
        'DetailedProductCard',
        'DetailedViewboard',
        'DocumentLinks',
        'ErrorSummary',
        'FeatureList',
        'FinishSwatches',
        'Footer',
        'Gallery',
        'Icon',
        'Link',
        'MarkedName',
        'LinkProvider',
        'NO_IMAGE_ITEM',
        'NavBar',
        'NotFound',
        'Notifications',
        'ProductCard',
        'ProductGrid',
        'ResponsiveImage',
        'SearchDialog',
        'SearchField',
        'Select',
        'SpareParts',
        'ListItemDetails',
        'SideMenu',
        'Spinner',
        'TAG_TEXT',
        'Tabs',
        'Tag',
        'TextField',
        'Textarea',
        'Toolbar',
        'TrademarkName',
        'Viewboard',
        'WaterwiseBadge',
        'WishlistToggle',
        'brandTheme',
        'brandTokens',
        'breakpoints',
        'consentCategories',
        'container',
        'mediaQuery',
        'productTagKind',
        'searchResultsPath',
        'socialNetworks',
        'specSizes',
        'sprinkles',
        'studioTheme',
        'studioTokens',
        'tagKinds',
        'timing',
        'useLinkComponent',
        'vars',
        'visuallyHidden',
      ].sort(),
    );
  });

  it('gives both themes a class name and the contract a CSS variable per token', () => {
    expect(ui.brandTheme).toMatch(/\S/);
    expect(ui.studioTheme).not.toBe(ui.brandTheme);
    expect(ui.vars.size.toolbarHeight).toMatch(/^var\(--/);
    expect(ui.timing.menuHideDelayMs).toBe(500);
    expect(ui.timing.searchDebounceMs).toBe(1500);
  });
});
