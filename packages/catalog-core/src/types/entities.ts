// The entities of the specification (section 3), as the API serves them and the site renders them.
import type { HomeFit } from '../fit/fit';

/** A finish reference: the numeric code of the finish table. */
export interface FinishRef {
  code: number;
}

/** A sibling model in another finish: the finish code and the url (model or slug) of that sibling. */
export interface AssociatedFinish {
  code: number;
  url: string;
}

/**
 * The AVIF and WebP variants of a photo (not of a drawing or video), so a page can build `<picture>`, `srcset` and
 * `sizes`, and reserve the image's box (width/height) before it loads.
 */
export interface ImageVariants {
  /** Intrinsic size of the largest variant. */
  width: number;
  height: number;
  /** One per encoding, best first (`image/avif`, then `image/webp`); each lists its widths, smallest first. */
  sources: { type: string; srcset: { url: string; width: number }[] }[];
}

/** One entry of a product gallery: an image or a video, with its text alternative. */
export interface GalleryItem {
  /** True for a video, false for an image (the spec's image-or-video flag). */
  isVideo: boolean;
  /** For a photo: its fallback (the largest WebP variant). */
  url: string;
  altText: string;
  /** A photo's variants; absent for drawings (SVG) and videos. */
  variants?: ImageVariants;
}

/** A technology or special feature shown under "Product Features", each opening an info dialog. */
export interface ExtrasItem {
  name: string;
  description: string;
  image: string;
  /** A presentation hint (for example an accent colour or layout key); free-form. */
  style: string;
}

export interface ProductExtras {
  technologies: ExtrasItem[];
  specialFeatures: ExtrasItem[];
}

export interface ProductFeature {
  feature: string;
}

/** A technical document of the Support tab, with a link to view it and one to download it. */
export interface TechnicalDocument {
  name: string;
  viewLink: string;
  downloadLink: string;
}

/** A download "for professionals" on the Support tab. */
export interface ProfessionalDocument {
  title: string;
  url: string;
}

export interface ProductSupport {
  technicals: TechnicalDocument[];
  professional: ProfessionalDocument[];
}

/** Title, description and share image of a page. */
export interface Seo {
  title: string;
  metaDescription: string;
  heroImage: string;
}

/** One finish of a design (the products that differ only by finish): what a card needs to switch to it. */
export interface DesignFinish {
  code: number;
  model: string;
  /** The url (slug) of that finish's product page. */
  url: string;
  image: string;
  /** The photo's responsive variants when that finish has a photo (see {@link ImageVariants}). */
  imageVariants?: ImageVariants;
}

/**
 * A short reference to another product, as used by accents, installation parts, related and
 * recommended products: enough to render a card without loading the whole product.
 */
export interface ProductSummary {
  model: string;
  name: string;
  url: string;
  image: string;
  /** The variants of `image` when it is a photo. */
  imageVariants?: ImageVariants;
  collection: string;
  finish: FinishRef;
  newLaunch: boolean;
  comingSoon: boolean;
  waterwise: boolean;
  /** Every finish of the product's design, sorted by code, when the answer groups products by design. */
  finishes?: DesignFinish[];
}

/**
 * What a detailed product card shows, and nothing more: the summary plus the description, the collection as shown
 * (with its suffix) and the finish chips. Search answers carry these instead of full products, so the search dialog
 * and the results page download what their screens show; the full {@link Product} stays on the product page.
 * New fields may be added (for example the finishes of one design, each with model, finish code, url and image).
 */
export interface ProductCardSummary extends ProductSummary {
  description: string;
  /** The collection name as shown to visitors. */
  viewableCollection: string;
  collectionSuffix: string;
  associatedFinishes: AssociatedFinish[];
}

/** A product, with every field of spec section 3. */
export interface Product {
  model: string;
  description: string;
  image: string;
  /** The variants of `image` when it is a photo. */
  imageVariants?: ImageVariants;
  /** The url slug of the product page (`/product/{url}`); the model also opens it. */
  url: string;
  name: string;
  collection: string;
  collectionSuffix: string;
  /** The collection name as shown to visitors (may differ in case from `collection`). */
  viewableCollection: string;
  /** The slug of the collection page, or empty when the collection has no page. */
  collectionPage: string;
  newLaunch: boolean;
  comingSoon: boolean;
  waterwise: boolean;
  /** The marketplace link ("buy on"); empty when the product has none. */
  amazonLink: string;
  finish: FinishRef;
  associatedFinishes: AssociatedFinish[];
  gallery: GalleryItem[];
  paragraph: string;
  features: ProductFeature[];
  extras: ProductExtras;
  support: ProductSupport;
  accents: ProductSummary[];
  installations: ProductSummary[];
  relatedProducts: ProductSummary[];
  recommendedProducts: ProductSummary[];
  seo: Seo;
  /** Set by the site when the product is in the visitor's wishlist. */
  selected: boolean;
  categoryRank: number;
  subCategoryRank: number;
  rank: number;
  /** Catalogue placement, used by listings and menus. */
  area?: ProductArea;
  category?: string;
  type?: string;
  subcategory?: string;
  styleCode?: StyleCode;
  /** What the product needs from the home and is made of (issue 17): pressure, flow, hard water, size… */
  fit: HomeFit;
}

/** Bathroom or kitchen. */
export type ProductArea = 'bathroom' | 'kitchen';

/** Style codes of collections: 10 modern, 20 transitional, 30 traditional. */
export type StyleCode = 10 | 20 | 30;

export interface CollectionStyle {
  code: StyleCode;
  name: string;
}

/** A collection. Its name may carry trademark markup such as `<sup>®</sup>`. */
export interface Collection {
  name: string;
  image: string;
  /** The url slug of the collection page (`/collections/{url}`). */
  url: string;
  collectionFinish: FinishRef;
  associatedFinishes: FinishRef[];
  style: CollectionStyle[];
  waterwise: boolean;
}

/** Whether a menu item filters by product type or by subcategory. */
export type MenuQueryKind = 'type' | 'subcategory';

/** One entry of the bathroom or kitchen menus (spec section 2.5). */
export interface MenuItem {
  title: string;
  route: string;
  queryKind: MenuQueryKind;
  queryValue: string;
  isNew?: boolean;
}
