// The tracking events of spec section 7, in one map: the key an app calls, the name providers
// receive, and the only fields an event may carry.

/**
 * Every event the site tracks. `fields` lists what an event may carry; anything else is dropped, so
 * no personal data can ride along by accident.
 *
 * @example
 * tracker.track('productView', { sku: 'T14059' });
 */
export const TRACKING_EVENTS = {
  findDealersClick: { name: 'find_dealers_click', fields: ['sku'] },
  marketplaceBuyClick: { name: 'marketplace_buy_click', fields: ['sku'] },
  wishlistAdd: { name: 'wishlist_add', fields: ['sku'] },
  wishlistRemove: { name: 'wishlist_remove', fields: ['sku'] },
  wishlistClear: { name: 'wishlist_clear', fields: [] },
  productView: { name: 'product_view', fields: ['sku'] },
  searchTyping: { name: 'search_typing', fields: ['term'] },
  searchClick: { name: 'search_click', fields: ['term'] },
  whereToBuyClick: { name: 'where_to_buy_click', fields: [] },
} as const;

/** The key of a tracked event, e.g. `'wishlistAdd'`. */
export type TrackingEventKey = keyof typeof TRACKING_EVENTS;

/** The name providers receive, e.g. `'wishlist_add'`. */
export type TrackingEventName = (typeof TRACKING_EVENTS)[TrackingEventKey]['name'];

/** The fields of one event, all strings: `{ sku: string }` for `productView`. */
export type TrackingEventParams<K extends TrackingEventKey> = {
  [F in (typeof TRACKING_EVENTS)[K]['fields'][number]]: string;
};

/** The arguments after the key: the params, or nothing for events without fields. */
export type TrackingEventArgs<K extends TrackingEventKey> =
  (typeof TRACKING_EVENTS)[K]['fields'] extends readonly [] ? [] : [params: TrackingEventParams<K>];

/** An event as providers receive it, its params already cleaned. */
export interface TrackedEvent {
  key: TrackingEventKey;
  name: TrackingEventName;
  params: Readonly<Record<string, string>>;
}
