// Technologies as link cards with their emblems: the room pages, the WaterWise page, the features page and the
// technology index show them so; the index names each one's rooms above its title.
import type { Technology } from '@fittings/api-client';
import { useText } from '@fittings/ui/TextProvider';
import { plainName, technologyHref } from '../content/content';
import { LinkCards } from '../kit/LinkCards';
import { areaName } from '../kit/pageText';

export function TechnologyCards({
  technologies,
  withAreas = false,
}: {
  technologies: readonly Technology[];
  /** The rooms a technology is for ("Bathroom & Kitchen") as the card's eyebrow. */
  withAreas?: boolean;
}) {
  const text = useText();
  return (
    <LinkCards
      imageStyle="emblem"
      cards={technologies.map((t) => ({
        title: plainName(t.name),
        href: technologyHref(t.route),
        text: t.summary,
        image: t.image,
        ...(withAreas ? { eyebrow: t.areas.map((area) => areaName(area, text)).join(' & ') } : {}),
      }))}
    />
  );
}
