import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const get = (path: string) => server.json<Json>(path);

describe('dealers', () => {
  it('finds a city typed in Hindi, and names cities and states in Hindi when asked in Hindi', async () => {
    const english = await get('/get/dealers/Mumbai');
    const typed = await get(`/get/dealers/${encodeURIComponent('मुंबई')}?lang=hi`);
    expect(typed.body.match).toBe('city');
    expect(typed.body.dealers.map((d: Json) => d.id)).toEqual(
      english.body.dealers.map((d: Json) => d.id),
    );
    expect(typed.body.total).toBe(8);
    for (const dealer of typed.body.dealers) {
      expect(dealer.address.city).toBe('मुंबई');
      expect(dealer.address.state).toBe('महाराष्ट्र');
    }
    const inEnglishOnHindi = await get('/get/dealers/Mumbai?lang=hi');
    expect(inEnglishOnHindi.body.total).toBe(8);
    const state = await get(`/get/dealers/${encodeURIComponent('महाराष्ट्र')}?lang=hi`);
    expect(state.body.match).toBe('state');
    expect(state.body.dealers.map((d: Json) => d.address.city)).toContain('पुणे');
    // An English answer keeps the English names.
    for (const dealer of english.body.dealers) expect(dealer.address.city).toBe('Mumbai');
    const centres = await get(`/get/dealer2s?city=${encodeURIComponent('मुंबई')}&lang=hi`);
    expect(centres.body.dealers.map((d: Json) => d.address.city)).toEqual(['मुंबई']);
  });

  it('finds dealers by city, by state and by pincode', async () => {
    const city = await get('/get/dealers/Bengaluru');
    expect(city.body.match).toBe('city');
    expect(city.body.dealers.length).toBeGreaterThanOrEqual(3);
    for (const dealer of city.body.dealers) {
      expect(dealer.address.city).toBe('Bengaluru');
      expect(dealer.phone).toMatch(/^\+91 \d{5} \d{5}$/);
      expect(dealer.address.pincode).toMatch(/^56\d{4}$/);
    }
    const state = await get('/get/dealers/tamil-nadu');
    expect(state.body.match).toBe('state');
    expect(new Set(state.body.dealers.map((d: Json) => d.address.city))).toEqual(
      new Set(['Chennai', 'Coimbatore']),
    );
    const pincode = city.body.dealers[0].address.pincode;
    const byPincode = await get(`/get/dealers/${pincode}`);
    expect(byPincode.body.match).toBe('pincode');
    expect(byPincode.body.dealers.every((d: Json) => d.address.pincode === pincode)).toBe(true);
    const byArea = await get('/get/dealers/560099');
    expect(byArea.body.match).toBe('pincode-area');
    expect(byArea.body.dealers.every((d: Json) => d.address.pincode.startsWith('560'))).toBe(true);
  });

  it.each([
    ['bangalore', 'Bengaluru'],
    ['Bombay', 'Mumbai'],
    ['gurgaon', 'Gurugram'],
    ['Calcutta', 'Kolkata'],
    ['Madras', 'Chennai'],
    ['Poona', 'Pune'],
    ['Baroda', 'Vadodara'],
    ['Trivandrum', 'Thiruvananthapuram'],
    ['पुणे', 'Pune'],
    ['बेंगलुरु', 'Bengaluru'],
    ['Banglore', 'Bengaluru'],
    ['Gurgoan', 'Gurugram'],
  ])('finds %s as the dealers of %s, in English whatever the script typed', async (typed, city) => {
    const { body } = await get(`/get/dealers/${encodeURIComponent(typed)}`);
    const direct = await get(`/get/dealers/${encodeURIComponent(city)}`);
    expect(body.match).toBe('city');
    expect(body.place.name).toBe(city);
    expect(body.dealers.length).toBeGreaterThan(0);
    expect(body.dealers.map((d: Json) => d.id)).toEqual(direct.body.dealers.map((d: Json) => d.id));
    expect(body.dealers.every((d: Json) => d.address.city === city && d.distanceKm === null)).toBe(
      true,
    );
  });

  it('reads a pincode in Devanagari digits, and names the place in Hindi when asked in Hindi', async () => {
    const latin = await get('/get/dealers/411001');
    const devanagari = await get(`/get/dealers/${encodeURIComponent('४११००१')}?lang=hi`);
    expect(devanagari.status).toBe(200);
    expect(devanagari.body.match).toBe(latin.body.match);
    expect(devanagari.body.dealers.map((d: Json) => d.id)).toEqual(
      latin.body.dealers.map((d: Json) => d.id),
    );
    expect(devanagari.body.dealers[0].address.city).toBe('पुणे');
    const bombay = await get('/get/dealers/Bombay?lang=hi');
    expect(bombay.body.place).toMatchObject({ name: 'मुंबई', state: 'महाराष्ट्र' });
  });

  it('answers a place without dealers with the nearest ones, nearest first, each with its distance', async () => {
    for (const typed of ['Nashik', 'nasik', 'नासिक', '422001']) {
      const { body } = await get(`/get/dealers/${encodeURIComponent(typed)}`);
      expect(body.match, typed).toBe('nearest');
      expect(body.place).toMatchObject({ name: 'Nashik', state: 'Maharashtra' });
      expect(body.message).toBe('No dealers in Nashik yet; the nearest are listed by distance.');
      expect(body.dealers).toHaveLength(6);
      const distances = body.dealers.map((d: Json) => d.distanceKm);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      // Mumbai's dealers (about 140 km) and Pune's (about 165 km) are nearer to Nashik than any others.
      expect(distances[0]).toBeGreaterThan(100);
      expect(distances[5]).toBeLessThan(220);
      expect(body.dealers[0].address.city).toBe('Mumbai');
      for (const dealer of body.dealers) expect(['Mumbai', 'Pune']).toContain(dealer.address.city);
    }
    const hindi = await get(`/get/dealers/Nashik?lang=hi`);
    expect(hindi.body.place.name).toBe('नासिक');
    expect(hindi.body.message).toBe('No dealers in नासिक yet; the nearest are listed by distance.');
  });

  it('sorts by distance from lat and lng, within a radius', async () => {
    const { body } = await get('/get/dealers/near?lat=19.07&lng=72.88&radiusKm=50');
    expect(body.match).toBe('near');
    expect(body.dealers.length).toBeGreaterThan(0);
    const distances = body.dealers.map((d: Json) => d.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d: number) => d <= 50)).toBe(true);
    expect(body.dealers[0].address.city).toBe('Mumbai');
  });

  it('has at least 120 dealers in at least 25 cities across many states', async () => {
    const { body } = await get('/get/dealers/all?limit=200');
    expect(body.total).toBeGreaterThanOrEqual(120);
    expect(new Set(body.dealers.map((d: Json) => d.address.city)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(body.dealers.map((d: Json) => d.address.state)).size).toBeGreaterThanOrEqual(15);
  });

  it('answers an unknown place with an empty list and refuses bad input', async () => {
    const none = await get('/get/dealers/Atlantis');
    expect(none.status).toBe(200);
    expect(none.body.dealers).toEqual([]);
    expect(none.body.match).toBe('none');
    expect((await get('/get/dealers/12345')).status).toBe(400);
    expect((await get('/get/dealers/near')).status).toBe(400);
    expect((await get('/get/dealers/Pune?lat=18.5')).status).toBe(400);
    expect((await get('/get/dealers/Pune?lat=north&lng=1')).status).toBe(400);
    expect((await get(`/get/dealers/${'x'.repeat(10_000)}`)).status).toBe(400);
  });

  it('/get/dealer2s lists the experience centres, nearest first when given a point', async () => {
    const { body } = await get('/get/dealer2s?lat=28.61&lng=77.2');
    expect(body.dealers.length).toBeGreaterThanOrEqual(10);
    expect(body.dealers.every((d: Json) => d.tier === 'experience-centre')).toBe(true);
    expect(body.dealers[0].address.city).toBe('New Delhi');
    const pune = await get('/get/dealer2s?city=pune');
    expect(pune.body.dealers.map((d: Json) => d.address.city)).toEqual(['Pune']);
  });
});
