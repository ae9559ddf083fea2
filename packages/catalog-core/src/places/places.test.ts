import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latinDigits } from './digits';
import { distanceKm, findPlace, nearestFirst, placeNameKey } from './places';

describe('latinDigits', () => {
  it.each([
    ['४११००१', '411001'],
    ['+91 ९८७६५ ४३२१०', '+91 98765 43210'],
    ['৪১১০০১', '411001'],
    ['૪૧૧૦૦૧', '411001'],
    ['௪௧௧௦௦௧', '411001'],
    ['４１１００１', '411001'],
    ['Pune 411 001', 'Pune 411 001'],
    ['पुणे', 'पुणे'],
  ])('reads %s as %s', (typed, latin) => {
    expect(latinDigits(typed)).toBe(latin);
  });

  it('gives every Devanagari number the same digits as its Latin writing', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        const devanagari = String(n).replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d)));
        expect(latinDigits(devanagari)).toBe(String(n));
      }),
    );
  });
});

describe('placeNameKey', () => {
  it('compares names whatever their case, spacing, punctuation, accents and nukta', () => {
    expect(placeNameKey('  Navi-Mumbai ')).toBe(placeNameKey('navi mumbai'));
    expect(placeNameKey('Pondichéry')).toBe('pondichery');
    expect(placeNameKey('गुड़गांव')).toBe(placeNameKey('गुडगांव'));
    expect(placeNameKey('बेंगलुरु')).toBe('बेंगलुरु');
  });
});

const PLACES = [
  { name: 'Bengaluru', aliases: ['Bangalore', 'बेंगलुरु', 'बैंगलोर'] },
  { name: 'Mumbai', aliases: ['Bombay', 'मुंबई', 'बम्बई'] },
  { name: 'Gurugram', aliases: ['Gurgaon', 'गुरुग्राम', 'गुड़गांव'] },
  { name: 'Pune', aliases: ['Poona', 'पुणे'] },
  { name: 'Thiruvananthapuram', aliases: ['Trivandrum', 'तिरुवनंतपुरम'] },
  { name: 'Puri', aliases: [] },
];
const names = (place: (typeof PLACES)[number]) => [place.name, ...place.aliases];
const found = (typed: string) => findPlace(typed, PLACES, names);

describe('findPlace', () => {
  it.each([
    ['bangalore', 'Bengaluru'],
    ['BOMBAY', 'Mumbai'],
    ['gurgaon', 'Gurugram'],
    ['पुणे', 'Pune'],
    ['बेंगलुरु', 'Bengaluru'],
    ['गुडगांव', 'Gurugram'],
    ['Trivandrum', 'Thiruvananthapuram'],
  ])('finds %s as %s, typed right', (typed, place) => {
    expect(found(typed)).toMatchObject({ place: { name: place }, typos: 0 });
  });

  it.each([
    ['Banglore', 'Bengaluru', 'Bangalore', 1],
    ['mumbia', 'Mumbai', 'Mumbai', 1],
    ['Gurgoan', 'Gurugram', 'Gurgaon', 1],
    ['Thiruvanantapuram', 'Thiruvananthapuram', 'Thiruvananthapuram', 1],
    ['Bengalaru', 'Bengaluru', 'Bengaluru', 1],
  ])('forgives %s as %s (its name %s, %i letter wrong)', (typed, place, name, typos) => {
    expect(found(typed)).toEqual({ place: expect.objectContaining({ name: place }), name, typos });
  });

  it('forgives nothing in a name shorter than four letters, as search does', () => {
    expect(found('Pur')).toBeUndefined();
    expect(found('Puri')).toMatchObject({ place: { name: 'Puri' } });
  });

  it('finds nothing for a place it does not know, nor for empty or punctuation-only text', () => {
    expect(found('Nashik')).toBeUndefined();
    expect(found('')).toBeUndefined();
    expect(found(' -- ')).toBeUndefined();
  });

  it('prefers the exact name over a near one of an earlier place', () => {
    const places = [{ name: 'Puna', aliases: [] }, ...PLACES];
    expect(findPlace('Pune', places, names)?.place.name).toBe('Pune');
  });
});

describe('distanceKm and nearestFirst', () => {
  const nashik = { lat: 19.9975, lng: 73.7898 };
  it('measures a great circle in kilometres', () => {
    expect(Math.round(distanceKm(nashik, { lat: 19.076, lng: 72.8777 }))).toBe(140);
    expect(distanceKm(nashik, nashik)).toBe(0);
  });

  it('orders by distance, rounds to one decimal and keeps at most the limit', () => {
    const mumbai = { id: 'mumbai', lat: 19.076, lng: 72.8777 };
    const pune = { id: 'pune', lat: 18.5204, lng: 73.8567 };
    const delhi = { id: 'delhi', lat: 28.6139, lng: 77.209 };
    const nearest = nearestFirst(nashik, [delhi, pune, mumbai], 2);
    expect(nearest.map((n) => n.item.id)).toEqual(['mumbai', 'pune']);
    expect(nearest.map((n) => n.distanceKm)).toEqual([
      Math.round(distanceKm(nashik, mumbai) * 10) / 10,
      Math.round(distanceKm(nashik, pune) * 10) / 10,
    ]);
  });
});
