import type { Dealer } from '@fittings/api-client';
import { describe, expect, it } from 'vitest';
import {
  dealerCities,
  dealerJsonLd,
  directionsHref,
  jsonForScript,
  openingHoursText,
  parseDealerSearch,
  resultHeading,
  schemaOpeningHours,
  telHref,
} from './dealers';
import { testTranslators } from '../test/text';

const english = testTranslators.en;

const dealer: Dealer = {
  id: 'shree-sanitaryware-agencies-mumbai',
  name: 'Shree Sanitaryware Agencies',
  tier: 'dealer',
  address: {
    line1: 'Shop No. 9, National Arcade',
    line2: 'College Road, Model Town',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400022',
  },
  phone: '+91 88525 56856',
  email: 'shree@dealers.example.com',
  lat: 19.07348,
  lng: 72.90551,
  areas: ['bathroom', 'kitchen'],
  openingHours: 'Mon–Sat 10:30–20:30',
  mapUrl: '',
  distanceKm: null,
};

describe('parseDealerSearch', () => {
  it('reads a place, tidying a pincode typed with spaces', () => {
    expect(parseDealerSearch(new URLSearchParams('q=  Pune '))).toEqual({
      kind: 'place',
      query: 'Pune',
    });
    expect(parseDealerSearch(new URLSearchParams('q=411 007'))).toEqual({
      kind: 'place',
      query: '411007',
    });
    expect(parseDealerSearch(new URLSearchParams(''))).toEqual({ kind: 'none' });
  });

  it('prefers a valid point, rounded to about 100 m, and ignores a broken one', () => {
    expect(parseDealerSearch(new URLSearchParams('lat=18.520431&lng=73.856743&q=x'))).toEqual({
      kind: 'near',
      lat: 18.52,
      lng: 73.857,
    });
    expect(parseDealerSearch(new URLSearchParams('lat=91&lng=73&q=Pune')).kind).toBe('place');
    expect(parseDealerSearch(new URLSearchParams('lat=abc&lng=73')).kind).toBe('none');
  });
});

describe('the links and structured data of a dealer', () => {
  it('dials the number with its country code and gives directions to the point', () => {
    expect(telHref('+91 88525 56856')).toBe('tel:+918852556856');
    expect(telHref('088525 56856')).toBe('tel:+918852556856');
    expect(directionsHref(dealer)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=19.07348,72.90551',
    );
  });

  it('is a LocalBusiness with its address, phone, place and opening hours', () => {
    expect(dealerJsonLd(dealer, 'https://example.in/where-to-buy?q=Mumbai')).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Shree Sanitaryware Agencies',
      telephone: '+91 88525 56856',
      address: {
        streetAddress: 'Shop No. 9, National Arcade, College Road, Model Town',
        addressLocality: 'Mumbai',
        postalCode: '400022',
        addressCountry: 'IN',
      },
      geo: { latitude: 19.07348, longitude: 72.90551 },
      openingHours: 'Mo-Sa 10:30-20:30',
    });
    expect(schemaOpeningHours('By appointment')).toBeUndefined();
  });

  it('never lets a value close the script element it is written in', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</');
  });
});

describe('openingHoursText', () => {
  it('says the opening hours in the page language, and keeps hours written another way as they are', () => {
    expect(openingHoursText(english, 'Mon–Sat 10:30–20:30')).toBe('Mon–Sat 10:30–20:30');
    expect(openingHoursText(testTranslators.hi, 'Mon–Sun 10:00–21:00')).toBe(
      'सोम–रवि, 10:00 से 21:00 बजे तक',
    );
    expect(openingHoursText(testTranslators.hi, 'By appointment')).toBe('By appointment');
  });
});

describe('resultHeading and dealerCities', () => {
  it('says how many dealers were found and where', () => {
    const place = { kind: 'place', query: 'pune' } as const;
    expect(resultHeading(english, place, { match: 'city', total: 6, dealers: [dealer] })).toBe(
      '6 dealers in Mumbai',
    );
    expect(resultHeading(english, place, { match: 'none', total: 0, dealers: [] })).toBe(
      'No dealers found for “pune”',
    );
    const nashik = { name: 'Nashik', state: 'Maharashtra', lat: 19.9975, lng: 73.7898 };
    expect(
      resultHeading(english, place, {
        match: 'nearest',
        place: nashik,
        total: 6,
        dealers: [dealer],
      }),
    ).toBe('No dealers in Nashik yet: the 6 dealers nearest, by distance');
    expect(
      resultHeading(
        english,
        { kind: 'place', query: '400099' },
        { match: 'pincode-area', total: 1, dealers: [dealer] },
      ),
    ).toBe('1 dealer near pincode 400099');
    expect(
      resultHeading(
        english,
        { kind: 'near', lat: 1, lng: 2 },
        { match: 'near', total: 20, dealers: [dealer] },
      ),
    ).toBe('20 dealers nearest to you');
  });

  it('says the heading in Hindi on a Hindi page, the place as the catalogue spells it', () => {
    const hindi = testTranslators.hi;
    const place = { kind: 'place', query: 'pune' } as const;
    expect(resultHeading(hindi, place, { match: 'city', total: 6, dealers: [dealer] })).toBe(
      'Mumbai में 6 डीलर',
    );
    expect(resultHeading(hindi, place, { match: 'none', total: 0, dealers: [] })).toBe(
      '“pune” के लिए कोई डीलर नहीं मिला',
    );
  });

  it('lists cities A to Z with their counts', () => {
    const pune = { ...dealer, address: { ...dealer.address, city: 'Pune' } };
    expect(dealerCities([dealer, pune, dealer])).toEqual([
      { city: 'Mumbai', count: 2 },
      { city: 'Pune', count: 1 },
    ]);
  });
});
