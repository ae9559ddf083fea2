// The site's own recurring sizes, named once. The theme's tokens (`vars.space`, `vars.size`, `vars.borderWidth`) come
// first; these are the steps and boxes the site's pages use that the theme has no token for. They are plain values,
// not theme variables: a brand adopting the design system fills in the theme, and the site's layout stays the site's.

/** Spacings between and beyond the theme's steps (`vars.space`: 2 4 8 12 16 24 32 48 80). */
export const siteSpace = {
  /** 6 px: a title and the line under it, a card's lines of text, a chip's icon and words. */
  tight: '6px',
  /** 10 px: the options of a list or group of choices, an icon and its label. */
  snug: '10px',
  /** 14 px: a tile's picture and its words, the rows of a list of facts. */
  close: '14px',
  /** 18 px: the padding of the waterwise page's fact rows and chips. */
  row: '18px',
  /** 20 px: the padding inside a card, a card's picture and its words, a story's paragraphs. */
  card: '20px',
  /** 28 px: the blocks of a panel or a column, a section's heading and its content. */
  block: '28px',
  /** 40 px: the rows of a tile grid, the columns of a band, a page's top on phones. */
  group: '40px',
  /** 56 px: a section's space above it on phones, the columns or rows of a page in two parts. */
  section: '56px',
  /** 64 px: a band's space above it on phones, a page part's padding or columns on desktops. */
  band: '64px',
  /** 72 px: the end of a page's header or body on phones, a long text's contents column apart from it. */
  end: '72px',
  /** 88 px: a section's space above it on desktops. */
  sectionDesktop: '88px',
  /** 96 px: the space below a page's content, a band's space above it on desktops. */
  pageEnd: '96px',
  /** 112 px: the space below a page's last section on desktops. */
  pageEndDesktop: '112px',
} as const;

/** Boxes: tap targets, rows, thumbnails and marks. */
export const siteSize = {
  /** 44 px: the least width and height of a link or button a finger taps (WCAG 2.5.5). */
  tapTarget: '44px',
  /** 24 px: the least height of a text-sized button inside a line of words (WCAG 2.5.8). */
  smallTarget: '24px',
  /** 28 px: a chip-sized row (a filter option, a card's tag line, a video's badge) and the logo's mark. */
  chip: '28px',
  /** 32 px: a row of a list of choices (a category link, a collection filter). */
  option: '32px',
  /** 40 px: a compact boxed link or label (the videos page's jump links, a video's play label). */
  pill: '40px',
  /** 52 px: the height of a sub-navigation's tab and of a row of facts. */
  tabRow: '52px',
  /** 36 px: the circled number of a step in a how-to list. */
  stepNumber: '36px',
  /** 64 px: a finish's round swatch on a collection page. */
  swatch: '64px',
  /** 96 px: an award's picture. */
  thumbnail: '96px',
  /** 112 px: a catalogue's cover, a link card's picture, the wishlist's QR code. */
  thumbnailLarge: '112px',
  /** 4 px: the accent rule on the side of a quote or a form's notice. */
  accentRule: '4px',
  /**
   * 2 px: how far outside a control (a button, a field, a text link) its keyboard focus ring is drawn; cards and tiles
   * draw theirs further out, and tabs inside, each in its own rule.
   */
  focusOffset: '2px',
} as const;

/** Widths: text measures, narrow columns and side columns. */
export const siteWidth = {
  /** 420 px: a narrow block: an error page's text, a header's picture, a row's words, the dealer search's basis. */
  narrow: '420px',
  /** 560 px: a page's lead paragraph and an empty list's words. */
  lead: '560px',
  /** 620 px: the find-a-part page's lead and its search form. */
  partSearch: '620px',
  /** 760 px: the column of a long text: policies, questions, forms. */
  text: '760px',
  /** 220 px: the filter column beside a list of products or collections on desktops. */
  filterColumn: '220px',
  /** 240 px: the least width of a search field before it wraps under its neighbour. */
  field: '240px',
} as const;
