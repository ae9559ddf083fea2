// The normalised keys the database indexes, computed the way catalog-core's ranking compares names (models use
// catalog-core's own `modelKey`).
import { parseTrademarkName, segmentsToText } from '@fittings/catalog-core';

/** The plain text of a name that may carry trademark markup (`Trinsic<sup>®</sup>` gives `Trinsic®`). */
export const plainName = (markup: string): string => segmentsToText(parseTrademarkName(markup));

/** A collection or product name as search compares it: markup and marks removed, spaces collapsed, lower-case. */
export const nameKey = (markup: string): string =>
  plainName(markup).replace(/[®™℠]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** A place name as dealer look-ups compare it: lower-case words joined by single hyphens. */
export const placeKey = (place: string): string =>
  place
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
