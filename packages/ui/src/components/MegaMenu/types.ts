// The navigation data the menus render: the app builds it from its menu files (titles, routes, "New" flags, images).

/** An image of a menu: a category's top image or a collection's preview. */
export interface MenuImage {
  src: string;
  alt: string;
}

/** One link of a menu, such as a product type ("Showerheads") or a collection. */
export interface MenuLink {
  title: string;
  href: string;
  /** Shows a "New" tag after the title. */
  isNew?: boolean;
}

/** A category column of a dropdown ("Lavatory Faucets"), with its top image and its items. */
export interface MenuCategory {
  title: string;
  href: string;
  image?: MenuImage;
  items: MenuLink[];
}

/** A collection link; its image is the preview shown while it is hovered or focused. */
export interface CollectionLink extends MenuLink {
  image?: MenuImage;
}

/** The collections part of a dropdown, with hover previews. */
export interface MenuCollections {
  title: string;
  href: string;
  items: CollectionLink[];
}

/** The contents of a dropdown (wide screens) or an expandable side-menu section (small screens). */
export interface MenuPanel {
  categories: MenuCategory[];
  collections?: MenuCollections;
  /** The label of the link to the entry's own page; defaults to "View all {label}". */
  overviewLabel?: string;
}

/** A main navigation entry: a plain link, or a link with a dropdown panel (Bathroom, Kitchen). */
export interface NavEntry {
  label: string;
  href: string;
  panel?: MenuPanel;
}
