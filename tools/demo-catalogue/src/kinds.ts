// What each kind of product is called, how it is numbered, and what it offers. Written for this project.
// The kinds are data, in kinds.json, checked here as they are imported.
import { AREAS, member, members, type Members } from './data/check';
import KIND_DATA from './kinds.json';

export interface KindDefinition {
  area: 'bathroom' | 'kitchen';
  category: string;
  value: string;
  /** The product noun after the collection name: "Single Handle Basin Mixer". */
  nouns: string[];
  /** The model prefix and the first digits of its number series: `T` and `35` give `T35xxx`. */
  prefix: string;
  series: string;
  /** Digits after the series. */
  digits: number;
  /** Written after the finish suffix, as kitchen models do (`9159-AR-DST`). */
  tail?: string;
  features: string[];
  technologies: string[];
  specialFeatures: string[];
  flowRateLpm: number | null;
  usesWater: boolean;
  views: ('front' | 'side' | 'detail' | 'scene')[];
  warrantyYears: number;
  /** Kinds that are needed to install this one (the "Required for installation" list). */
  installs: string[];
  blurb: string[];
}

const VIEWS: Members<KindDefinition['views'][number]> = {
  front: true,
  side: true,
  detail: true,
  scene: true,
};

/** The kinds, from kinds.json, their area and views checked as they are imported. */
export const KINDS: KindDefinition[] = KIND_DATA.map((kind) => {
  const where = `${kind.category}/${kind.value}`;
  return {
    ...kind,
    area: member(AREAS, kind.area, 'kinds.json', where),
    views: members(VIEWS, kind.views, 'kinds.json', where),
  };
});
