// The rules' words in both languages: each rule, driven to every message it can give, says today's English exactly
// (the API's answers depend on it) and natural Hindi with its values in, and every id it names is in both
// catalogues. The walk also has to reach every rule message the catalogues hold, so a new message needs a case here.
import { describe, expect, it } from 'vitest';
import {
  NOT_APPLICABLE,
  PRODUCT_INTERESTS,
  SUPPORT_TOPICS,
  TEXT_CODES,
  designCountMessage,
  designCountText,
  fitFacts,
  formErrorsIn,
  messageText,
  validateCity,
  validateConsent,
  validateContactForm,
  validateEmail,
  validateEventSlug,
  validateIndianMobile,
  validateLeadForm,
  validateMessage,
  validateModelNumber,
  validateName,
  validatePincode,
  validateProductInterest,
  validateSubject,
  validateSupportTopic,
  type FieldResult,
  type HomeFit,
  type MessageRef,
} from '../index';
import * as texts from '../texts/texts';
import { NO_ROOM_LABEL, NO_ROOM_LABEL_CODE, bathroomListText } from '../bathroomList';
import en from './messages/compiled/en.json';
import hi from './messages/compiled/hi.json';
import { createTranslator } from './translator';

const english = createTranslator('en', en);
const hindi = createTranslator('hi', en, hi);
const DEVANAGARI = /[\u0900-\u097F]/;

/** Every message id a case below produced: the catalogues must hold each, and the walk must reach all of them. */
const reached = new Set<string>();

const refusal = (result: FieldResult<unknown>) => {
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
  reached.add(result.code);
  return result;
};

// [what is checked, the rule's result, today's English, the id, Hindi it must contain (values as hi-IN shows them)]
const fieldCases: [string, () => FieldResult<unknown>, string, string, string[]][] = [
  ['empty name', () => validateName(''), 'Enter your name.', 'core.form.name.required', []],
  [
    'a name of invisible characters only',
    () => validateName('\u200B\u3164\u2800'),
    'This holds only characters that cannot be seen. Type it again in letters or digits.',
    'core.form.invisible',
    ['दिखाई नहीं देते'],
  ],
  ['short name', () => validateName('A'), 'Enter your full name.', 'core.form.name.tooShort', []],
  [
    'long name',
    () => validateName('a'.repeat(81)),
    'Your name can have at most 80 characters.',
    'core.form.name.tooLong',
    ['80'],
  ],
  [
    'name with digits',
    () => validateName('R2D2'),
    'Use only letters, spaces, dots, hyphens and apostrophes in your name.',
    'core.form.name.invalid',
    [],
  ],
  [
    'empty e-mail',
    () => validateEmail(''),
    'Enter your e-mail address.',
    'core.form.email.required',
    [],
  ],
  [
    'long e-mail',
    () => validateEmail(`${'a'.repeat(250)}@x.in`),
    'An e-mail address can have at most 254 characters.',
    'core.form.email.tooLong',
    ['254'],
  ],
  [
    'e-mail without a domain ending',
    () => validateEmail('ravi@example'),
    'Enter an e-mail address such as name@example.com.',
    'core.form.email.invalid',
    ['name@example.com'],
  ],
  [
    'empty mobile',
    () => validateIndianMobile(' '),
    'Enter your mobile number.',
    'core.form.phone.required',
    [],
  ],
  [
    'mobile not starting 6 to 9',
    () => validateIndianMobile('12345 67890'),
    'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
    'core.form.phone.invalid',
    ['10 अंकों', '6, 7, 8 या 9'],
  ],
  [
    'empty pincode',
    () => validatePincode(''),
    'Enter your pincode.',
    'core.form.pincode.required',
    [],
  ],
  [
    'short pincode',
    () => validatePincode('4110'),
    'Enter a 6-digit pincode, such as 411001.',
    'core.form.pincode.invalid',
    ['6 अंकों', '411001'],
  ],
  [
    'pincode starting 0',
    () => validatePincode('011001'),
    'A pincode does not start with 0.',
    'core.form.pincode.leadingZero',
    ['0'],
  ],
  ['empty city', () => validateCity(''), 'Enter your city.', 'core.form.city.required', []],
  [
    'short city',
    () => validateCity('P'),
    'Enter the full name of your city.',
    'core.form.city.tooShort',
    [],
  ],
  [
    'long city',
    () => validateCity('a'.repeat(61)),
    'A city can have at most 60 characters.',
    'core.form.city.tooLong',
    ['60'],
  ],
  [
    'city with digits',
    () => validateCity('4110'),
    'Use only letters, spaces, dots, hyphens and apostrophes in the city.',
    'core.form.city.invalid',
    [],
  ],
  [
    'no interest',
    () => validateProductInterest(''),
    'Choose what you are interested in.',
    'core.form.interest.required',
    [],
  ],
  [
    'unknown interest',
    () => validateProductInterest('garden'),
    'Choose one of the listed interests.',
    'core.form.interest.invalid',
    [],
  ],
  [
    'no topic',
    () => validateSupportTopic(''),
    'Choose what your message is about.',
    'core.form.topic.required',
    [],
  ],
  [
    'unknown topic',
    () => validateSupportTopic('refund'),
    'Choose one of the listed topics.',
    'core.form.topic.invalid',
    [],
  ],
  [
    'empty subject',
    () => validateSubject(''),
    'Enter a subject.',
    'core.form.subject.required',
    [],
  ],
  [
    'subject with a control character',
    () => validateSubject('Nuvola\u0007range'),
    'Remove the special characters from the subject.',
    'core.form.subject.control',
    [],
  ],
  [
    'long subject',
    () => validateSubject('a'.repeat(121)),
    'The subject can have at most 120 characters.',
    'core.form.subject.tooLong',
    ['120'],
  ],
  [
    'empty model',
    () => validateModelNumber(''),
    'Enter the model number.',
    'core.form.model.required',
    [],
  ],
  [
    'model with a space',
    () => validateModelNumber('T1 4'),
    'Enter the model number as printed on the product, such as T14059-PR.',
    'core.form.model.invalid',
    ['T14059-PR'],
  ],
  [
    'empty message',
    () => validateMessage(''),
    'Enter your message.',
    'core.form.message.required',
    [],
  ],
  [
    'message with a control character',
    () => validateMessage('Where is the\u0007 Nuvola range?'),
    'Remove the special characters from your message.',
    'core.form.message.control',
    [],
  ],
  [
    'short message',
    () => validateMessage('Hi'),
    'Write at least 10 characters, so we can help.',
    'core.form.message.tooShort',
    ['10'],
  ],
  [
    'long message',
    () => validateMessage('a'.repeat(2345)),
    'Your message can have at most 2000 characters; it has 2345.',
    'core.form.message.tooLong',
    // hi-IN groups thousands, the English keeps today's plain digits
    ['2,000', '2,345'],
  ],
  [
    'no event',
    () => validateEventSlug(''),
    'Choose the event you visited.',
    'core.form.event.required',
    [],
  ],
  [
    'no consent',
    () => validateConsent(undefined),
    'Tick the box to agree that we may contact you.',
    'core.form.consent.required',
    [],
  ],
];

describe('a field rule refuses in English as before and names its message for any language', () => {
  it.each(fieldCases)('%s', (_, run, englishText, code, hindiParts) => {
    const result = refusal(run());
    expect(result.message).toBe(englishText);
    expect(result.code).toBe(code);
    expect(english.t(result.code, result.values)).toBe(englishText);
    const said = messageText(hindi, result);
    expect(said).toMatch(DEVANAGARI);
    for (const part of hindiParts) expect(said).toContain(part);
    // No English left beside the examples it quotes (an address, a model number).
    expect(hindiParts.reduce((rest, part) => rest.replace(part, ''), said)).not.toMatch(/[A-Za-z]/);
  });

  it('keeps the JSON and the equality of a refusal as they were, the id riding along unseen', () => {
    const result = refusal(validateName('a'.repeat(81)));
    expect(JSON.stringify(result)).toBe(
      '{"ok":false,"message":"Your name can have at most 80 characters."}',
    );
    expect(result).toEqual({ ok: false, message: 'Your name can have at most 80 characters.' });
    expect(result.values).toEqual({ max: 80 });
  });

  it('says a failed form field by field in Hindi, with English errors unchanged beside', () => {
    const result = validateContactForm({ name: 'Ravi', message: 'Hi' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(JSON.stringify(result)).toBe(
      '{"ok":false,"errors":{"email":"Enter your e-mail address.","message":"Write at least 10 characters, so we can help."}}',
    );
    expect(result.issues).toEqual({
      email: { code: 'core.form.email.required' },
      message: { code: 'core.form.message.tooShort', values: { min: 10 } },
    });
    expect(formErrorsIn(hindi, result)).toEqual({
      email: 'अपना ई-मेल पता लिखें।',
      message: 'कम से कम 10 अक्षर लिखें, ताकि हम आपकी मदद कर सकें।',
    });
    expect(formErrorsIn(english, result)).toEqual(result.errors);
    const lead = validateLeadForm({});
    expect(lead.ok ? [] : Object.keys(formErrorsIn(hindi, lead))).toEqual([
      'name',
      'phone',
      'city',
      'interest',
      'consent',
    ]);
  });
});

describe("a select's options keep their values and English labels and name their Hindi", () => {
  it('labels the interests and topics', () => {
    expect(PRODUCT_INTERESTS.map(({ value, label }) => [value, label])).toEqual([
      ['bathroom', 'Bathroom faucets and showers'],
      ['kitchen', 'Kitchen faucets'],
      ['both', 'Bathroom and kitchen'],
      ['project', 'A building project (architects, builders)'],
    ]);
    expect(SUPPORT_TOPICS.map(({ value, label }) => [value, label])).toEqual([
      ['product', 'A product question'],
      ['installation', 'Installation'],
      ['warranty', 'Warranty or a repair'],
      ['spare-parts', 'Spare parts'],
      ['other', 'Something else'],
    ]);
    expect(PRODUCT_INTERESTS.map((o) => hindi.t(o.labelCode))).toEqual([
      'बाथरूम के नल और शावर',
      'किचन के नल',
      'बाथरूम और किचन',
      'बिल्डिंग प्रोजेक्ट (आर्किटेक्ट, बिल्डर)',
    ]);
    for (const option of [...PRODUCT_INTERESTS, ...SUPPORT_TOPICS]) {
      reached.add(option.labelCode);
      expect(hindi.t(option.labelCode)).toMatch(DEVANAGARI);
    }
  });
});

const fitOf = (change: Partial<HomeFit>): HomeFit => ({
  minPressureBar: 0.3,
  flowAt1BarLpm: 7.5,
  flowAt3BarLpm: 12,
  inletSize: '1/2" BSP',
  hardWater: true,
  cartridge: 'ceramic disc',
  materials: ['Brass', 'ABS'],
  warrantyYears: 5,
  dimensions: { heightMm: 1185.04, widthMm: 250, depthMm: 412.5 },
  ...change,
});

/** The facts by key: English value, Hindi value, and the ids they came from. */
function factsOf(fit: HomeFit) {
  const inEnglish = fitFacts(fit);
  const inHindi = fitFacts(fit, hindi);
  for (const fact of inEnglish) {
    reached.add(fact.labelCode);
    if (fact.valueMessage) reached.add(fact.valueMessage.code);
  }
  return Object.fromEntries(
    inEnglish.map((fact, i) => [fact.key, { en: fact.value, hi: inHindi[i]!.value, fact }]),
  );
}

describe('the fit facts say the same English as before and Hindi with bar, litres and millimetres', () => {
  it('reads a low-pressure, hard-water shower', () => {
    const facts = factsOf(fitOf({}));
    expect(facts.pressure!.en).toBe(
      'Works from 0.3 bar, so it suits a home fed from an overhead tank',
    );
    expect(facts.pressure!.hi).toBe(
      '0.3 बार से चलता है, इसलिए छत की टंकी से पानी पाने वाले घर के लिए सही है',
    );
    expect(facts.flow!.en).toBe('7.5 litres a minute at 1 bar, 12 litres a minute at 3 bar');
    expect(facts.flow!.hi).toBe('1 बार पर 7.5 लीटर प्रति मिनट, 3 बार पर 12 लीटर प्रति मिनट');
    expect(facts.hardWater!.en).toBe(
      'Made for hard water: limescale wipes off and the cartridge is not harmed by it',
    );
    expect(facts.hardWater!.hi).toMatch(/^खारे पानी के लिए बना/);
    expect(facts.warranty!.en).toBe('5 years');
    expect(facts.warranty!.hi).toBe('5 साल');
    // One decimal at most, as before, and hi-IN grouping past a thousand in Hindi only.
    expect(facts.dimensions!.en).toBe('1185 mm high, 250 mm wide, 412.5 mm deep');
    expect(facts.dimensions!.hi).toBe('ऊँचाई 1,185 मिमी, चौड़ाई 250 मिमी, गहराई 412.5 मिमी');
    // The product's own data is not a message: it is shown as given in either language.
    expect(facts.inlet!.en).toBe('1/2" BSP');
    expect(facts.inlet!.hi).toBe('1/2" BSP');
    expect(facts.inlet!.fact.valueMessage).toBeUndefined();
    expect(facts.materials!.hi).toBe('Brass, ABS');
    expect(fitFacts(fitOf({}), hindi).map((f) => f.label)).toEqual([
      'पानी का प्रेशर',
      'पानी का बहाव',
      'इनलेट',
      'खारा पानी',
      'कार्ट्रिज',
      'मटीरियल',
      'वारंटी',
      'साइज़',
    ]);
  });

  it('reads a product that needs pressure, a one-year warranty and one flow figure', () => {
    const facts = factsOf(
      fitOf({ minPressureBar: 1.04, flowAt3BarLpm: null, hardWater: false, warrantyYears: 1 }),
    );
    expect(facts.pressure!.en).toBe(
      'Needs at least 1 bar: with an overhead tank alone it may run weak, a pressure pump helps',
    );
    expect(facts.pressure!.hi).toMatch(/^कम से कम 1 बार प्रेशर चाहिए/);
    expect(facts.flow!.en).toBe('7.5 litres a minute at 1 bar');
    expect(facts.flow!.hi).toBe('1 बार पर 7.5 लीटर प्रति मिनट');
    expect(facts.hardWater!.en).toBe(
      'Works with hard water, but clean it of limescale every few months',
    );
    expect(facts.hardWater!.hi).toMatch(DEVANAGARI);
    expect(facts.warranty!.en).toBe('1 year');
    expect(facts.warranty!.hi).toBe('1 साल');
    const at3 = factsOf(fitOf({ flowAt1BarLpm: null, flowAt3BarLpm: 9.96 }));
    expect(at3.flow!.en).toBe('10 litres a minute at 3 bar');
    expect(at3.flow!.hi).toBe('3 बार पर 10 लीटर प्रति मिनट');
  });

  it('says "Not applicable" for what an accessory does not have', () => {
    const facts = factsOf(
      fitOf({
        minPressureBar: null,
        flowAt1BarLpm: null,
        flowAt3BarLpm: null,
        inletSize: null,
        hardWater: null,
        cartridge: null,
        materials: [],
      }),
    );
    for (const key of ['pressure', 'flow', 'inlet', 'hardWater', 'cartridge', 'materials']) {
      expect(facts[key]!.en).toBe(NOT_APPLICABLE);
      expect(facts[key]!.hi).toBe('लागू नहीं');
    }
    expect(NOT_APPLICABLE).toBe('Not applicable');
  });
});

describe('the design count', () => {
  it.each([
    [{ designs: 54, finishes: 160 }, '54 designs in 160 finishes', '54 डिज़ाइन, 160 फ़िनिश में'],
    [{ designs: 1, finishes: 3 }, '1 design in 3 finishes', '1 डिज़ाइन, 3 फ़िनिश में'],
    [{ designs: 1, finishes: 1 }, '1 design', '1 डिज़ाइन'],
    [{ designs: 7, finishes: 7 }, '7 designs', '7 डिज़ाइन'],
    [
      { designs: 1200, finishes: 3400 },
      '1200 designs in 3400 finishes',
      '1,200 डिज़ाइन, 3,400 फ़िनिश में',
    ],
  ])('%j', (counts, inEnglish, inHindi) => {
    reached.add(designCountMessage(counts).code);
    expect(designCountText(counts)).toBe(inEnglish);
    expect(designCountText(counts, hindi)).toBe(inHindi);
  });
});

describe("the bathroom list's shared text", () => {
  const list = {
    title: 'My list',
    rooms: ['Kitchen'],
    lines: [
      {
        model: 'A1',
        name: 'Ara<sup>®</sup> Tap',
        finish: 'Chrome',
        quantity: 2,
        note: '',
        room: '',
      },
      {
        model: 'B2',
        name: 'Bel Mixer',
        finish: '',
        quantity: 1,
        note: 'rough-in 15 mm,\nsee C:\\u0041',
        room: 'Kitchen',
      },
    ],
    link: 'https://x.in/wishlist?models=A1,B2',
  };

  it("says its own words in English as before, or in Hindi, around the visitor's text as typed", () => {
    for (const code of [NO_ROOM_LABEL_CODE, 'core.bathroomList.note', 'core.bathroomList.open'])
      reached.add(code);
    expect(bathroomListText(list)).toBe(
      'My list\n\nKitchen\n- 1 × Bel Mixer (B2)\n  Note: rough-in 15 mm, see C:\\u0041\n\n' +
        'Not in a room yet\n- 2 × Ara® Tap (A1, Chrome)\n\nOpen the list: https://x.in/wishlist?models=A1,B2',
    );
    expect(bathroomListText({ ...list, translator: hindi })).toBe(
      'My list\n\nKitchen\n- 1 × Bel Mixer (B2)\n  नोट: rough-in 15 mm, see C:\\u0041\n\n' +
        'अभी किसी कमरे में नहीं\n- 2 × Ara® Tap (A1, Chrome)\n\nलिस्ट खोलें: https://x.in/wishlist?models=A1,B2',
    );
    expect(NO_ROOM_LABEL).toBe('Not in a room yet');
  });
});

describe("the spec's fixed texts", () => {
  it('keep their English constants and name a message for each', () => {
    const fixed = {
      GENERIC_ERROR_MESSAGE: 'Something went wrong!',
      NETWORK_ERROR_MESSAGE: 'could not connect to our servers',
      SEARCH_PLACEHOLDER: 'Search (keywords,etc)',
      NOT_FOUND_MESSAGE: 'Whoops, page not found.',
    } as const;
    expect(Object.keys(TEXT_CODES).sort()).toEqual(Object.keys(fixed).sort());
    for (const [name, text] of Object.entries(fixed) as [keyof typeof fixed, string][]) {
      reached.add(TEXT_CODES[name]);
      expect(texts[name]).toBe(text);
      expect(hindi.t(TEXT_CODES[name])).toMatch(DEVANAGARI);
    }
  });
});

describe('the catalogues and the rules agree', () => {
  // Last in the file: the cases above have filled `reached`.
  it('hold every id a rule gives, in both languages, and no rule message no rule gives', () => {
    const missing = [...reached].filter((id) => !(id in en) || !(id in hi));
    expect(missing).toEqual([]);
    // Finish and style names are vocabulary a page names things with (finishesIn, styleLabel), not rule messages.
    const ruleIds = Object.keys(en).filter(
      (id) => id.startsWith('core.') && !/^core\.(finish|style)\./.test(id),
    );
    expect(ruleIds.filter((id) => !reached.has(id))).toEqual([]);
  });

  it('puts a message reference through any translator', () => {
    const ref: MessageRef = { code: 'core.form.city.tooLong', values: { max: 60 } };
    expect(messageText(english, ref)).toBe('A city can have at most 60 characters.');
    expect(messageText(hindi, ref)).toBe('शहर के नाम में ज़्यादा से ज़्यादा 60 अक्षर हो सकते हैं।');
  });
});
