// The technologies and special features products list under "Product Features". Written for this project. The
// records are data, in technologies.json; their areas and icons are checked here as they are imported.
import type { TechnologyRecord } from '@fittings/catalog-core/catalogue-format';
import { AREAS, member, members, type Members } from './data/check';
import DATA from './technologies.json';

type Technology = Omit<TechnologyRecord, 'rank' | 'kind' | 'style'> & { style?: string };
type TechnologyData = Omit<Technology, 'areas' | 'icon'> & {
  areas: readonly string[];
  icon: string;
};

const ICONS: Members<TechnologyRecord['icon']> = {
  droplet: true,
  magnet: true,
  diamond: true,
  touch: true,
  thermometer: true,
  spray: true,
  shield: true,
  light: true,
  leaf: true,
  sparkle: true,
  glass: true,
  filter: true,
  swivel: true,
  gear: true,
  valve: true,
  ruler: true,
};

const checked = (records: readonly TechnologyData[]): Technology[] =>
  records.map((record) => ({
    ...record,
    areas: members(AREAS, record.areas, 'technologies.json', record.slug),
    icon: member(ICONS, record.icon, 'technologies.json', record.slug),
  }));

const TECHNOLOGIES = checked(DATA.technologies);
const SPECIAL_FEATURES = checked(DATA.specialFeatures);

/** The technology records, technologies first then special features, with ranks in that order. */
export function technologyRecords(): TechnologyRecord[] {
  return [
    ...TECHNOLOGIES.map((t) => ({ ...t, kind: 'technology' as const })),
    ...SPECIAL_FEATURES.map((t) => ({ ...t, kind: 'special-feature' as const })),
  ].map((t, index) => ({
    slug: t.slug,
    name: t.name,
    kind: t.kind,
    areas: t.areas,
    summary: t.summary,
    description: t.description,
    icon: t.icon,
    style: t.style ?? (t.kind === 'technology' ? 'technology' : 'feature'),
    route: t.route,
    rank: index + 1,
  }));
}
