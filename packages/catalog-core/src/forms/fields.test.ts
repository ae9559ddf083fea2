import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FORM_LIMITS,
  validateCity,
  validateConsent,
  validateEmail,
  validateEventSlug,
  validateIndianMobile,
  validateMessage,
  validateModelNumber,
  validateName,
  validatePincode,
  validateProductInterest,
  validateSubject,
  validateSupportTopic,
} from './fields';
import { createTranslator, messageText } from '../i18n';
import hi from '../i18n/messages/compiled/hi.json';

const value = <T>(result: { ok: boolean; value?: T; message?: string }) =>
  result.ok ? result.value : `error: ${result.message}`;

describe('validateIndianMobile', () => {
  it.each([
    ['९८७६५ ४३२१०', '9876543210'],
    ['+९१ ९८७६५-४३२१०', '9876543210'],
    ['+91 ९८७६५ 43210', '9876543210'],
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    [' 6000 000 000 ', '6000000000'],
    ['7 8 9 0 1 2 3 4 5 6', '7890123456'],
  ])('accepts %j as %j', (typed, normalised) => {
    expect(value(validateIndianMobile(typed))).toBe(normalised);
  });

  it.each([
    '5876543210',
    '987654321',
    '98765432101',
    '+92 98765 43210',
    '+91 5876543210',
    '98765O4321',
    '(987) 654-3210',
    '+44 7911 123456',
  ])('refuses %j with a message naming the rule', (typed) => {
    expect(validateIndianMobile(typed)).toEqual({
      ok: false,
      message: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
    });
  });

  it('asks for the number when it is required and empty, and allows it empty when optional', () => {
    expect(validateIndianMobile('  ')).toEqual({
      ok: false,
      message: 'Enter your mobile number.',
    });
    expect(validateIndianMobile('', { required: false })).toEqual({ ok: true, value: undefined });
    expect(validateIndianMobile(undefined, { required: false })).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it('normalises any valid number, however spaced and prefixed, to the same ten digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 9 }),
        fc.stringMatching(/^\d{9}$/),
        fc.constantFrom('', '+91', '+91 ', '0', '91', '+91-'),
        fc.array(fc.constantFrom(' ', '-'), { maxLength: 3 }),
        (first, rest, prefix, separators) => {
          const digits = `${first}${rest}`;
          const spaced = digits.slice(0, 5) + separators.join('') + digits.slice(5);
          expect(value(validateIndianMobile(prefix + spaced))).toBe(digits);
        },
      ),
    );
  });
});

describe('validatePincode', () => {
  it('accepts six digits not starting with 0, tolerating spaces', () => {
    expect(value(validatePincode('411001'))).toBe('411001');
    expect(value(validatePincode(' 411 001 '))).toBe('411001');
    expect(value(validatePincode(560001))).toBe('560001');
  });

  it('reads a pincode typed in Devanagari digits as the Latin one', () => {
    expect(value(validatePincode('४११००१'))).toBe('411001');
    expect(value(validatePincode('४११ ००१'))).toBe('411001');
    expect(value(validatePincode('०११००१'))).toBe('error: A pincode does not start with 0.');
  });

  it('refuses a leading 0, too few or too many digits, and letters', () => {
    expect(value(validatePincode('011001'))).toBe('error: A pincode does not start with 0.');
    expect(value(validatePincode('41100'))).toBe('error: Enter a 6-digit pincode, such as 411001.');
    expect(value(validatePincode('4110011'))).toBe(
      'error: Enter a 6-digit pincode, such as 411001.',
    );
    expect(value(validatePincode('41100A'))).toBe(
      'error: Enter a 6-digit pincode, such as 411001.',
    );
  });

  it('may be left empty when optional', () => {
    expect(validatePincode('', { required: false })).toEqual({ ok: true, value: undefined });
    expect(value(validatePincode(''))).toBe('error: Enter your pincode.');
  });
});

describe('validateEmail', () => {
  it('accepts ordinary addresses and lower-cases the domain only', () => {
    expect(value(validateEmail(' Ravi.K+tap@Example.CO.IN '))).toBe('Ravi.K+tap@example.co.in');
    expect(value(validateEmail('a@b.io'))).toBe('a@b.io');
  });

  it.each([
    'ravi',
    'ravi@',
    '@example.com',
    'ravi@example',
    'ravi@@example.com',
    'ravi @example.com',
    'ravi..k@example.com',
    '.ravi@example.com',
    'ravi@-example.com',
    'ravi@example.c0m',
    'ravi@exa_mple.com',
  ])('refuses %j', (typed) => {
    expect(value(validateEmail(typed))).toBe(
      'error: Enter an e-mail address such as name@example.com.',
    );
  });

  it('refuses an address longer than 254 characters', () => {
    const long = `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.com`;
    expect(long.length).toBeGreaterThan(FORM_LIMITS.emailMax);
    expect(value(validateEmail(long))).toMatch(/at most 254/);
  });
});

describe('validateName and validateCity', () => {
  it('tidies spaces and accepts letters of any script, dots, hyphens and apostrophes', () => {
    expect(value(validateName('  Asha   Rao '))).toBe('Asha Rao');
    expect(value(validateName('Dr. A. K. Singh-Rathore'))).toBe('Dr. A. K. Singh-Rathore');
    expect(value(validateName("D'Souza"))).toBe("D'Souza");
    expect(value(validateName('आशा राव'))).toBe('आशा राव');
    expect(value(validateCity('Thiruvananthapuram'))).toBe('Thiruvananthapuram');
    expect(value(validateCity(' New\tDelhi '))).toBe('New Delhi');
  });

  it('refuses digits, markup and symbols with a message saying what is allowed', () => {
    expect(value(validateName('R2D2'))).toMatch(/^error: Use only letters/);
    expect(value(validateName('<script>'))).toMatch(/^error: Use only letters/);
    expect(value(validateCity('411001'))).toMatch(/^error: Use only letters/);
  });

  it('asks for a name, a full name, and at most 80 characters', () => {
    expect(value(validateName(''))).toBe('error: Enter your name.');
    expect(value(validateName(null))).toBe('error: Enter your name.');
    expect(value(validateName('A'))).toBe('error: Enter your full name.');
    expect(value(validateName('A'.repeat(81)))).toBe(
      'error: Your name can have at most 80 characters.',
    );
    expect(value(validateCity(''))).toBe('error: Enter your city.');
    expect(validateCity('', { required: false })).toEqual({ ok: true, value: undefined });
  });

  it('never accepts a value that is not text', () => {
    expect(value(validateName({ first: 'Asha' }))).toBe('error: Enter your name.');
    expect(value(validateName(['Asha']))).toBe('error: Enter your name.');
  });
});

describe('validateMessage', () => {
  it('keeps line breaks, trims, and counts characters not bytes', () => {
    expect(value(validateMessage('  Line one\r\nLine two  \n'))).toBe('Line one\nLine two');
    expect(value(validateMessage('नमस्ते, मुझे मदद चाहिए'))).toBe('नमस्ते, मुझे मदद चाहिए');
  });

  it('asks for at least 10 and at most 2000 characters', () => {
    expect(value(validateMessage('Hi'))).toBe(
      'error: Write at least 10 characters, so we can help.',
    );
    expect(value(validateMessage('x'.repeat(2001)))).toBe(
      'error: Your message can have at most 2000 characters; it has 2001.',
    );
    expect(value(validateMessage('x'.repeat(2000)))).toHaveLength(2000);
  });

  it('refuses control characters other than line breaks and tabs', () => {
    expect(value(validateMessage('Hello there\u0000!'))).toMatch(/special characters/);
  });
});

describe('the choice fields', () => {
  it('accepts only the listed product interests and support topics', () => {
    expect(value(validateProductInterest('kitchen'))).toBe('kitchen');
    expect(value(validateProductInterest('garden'))).toBe(
      'error: Choose one of the listed interests.',
    );
    expect(value(validateProductInterest(''))).toBe('error: Choose what you are interested in.');
    expect(value(validateSupportTopic('warranty'))).toBe('warranty');
    expect(value(validateSupportTopic('x'))).toBe('error: Choose one of the listed topics.');
  });

  it('reads consent from a ticked checkbox or JSON true, and nothing else', () => {
    for (const agreed of [true, 'on', 'true', 'yes', '1'])
      expect(value(validateConsent(agreed))).toBe(true);
    for (const refused of [false, undefined, null, '', 'off', 'false', 0, 1])
      expect(value(validateConsent(refused))).toBe(
        'error: Tick the box to agree that we may contact you.',
      );
  });

  it('reads an event slug, a model number and a subject', () => {
    expect(value(validateEventSlug('design-week-mumbai-2026'))).toBe('design-week-mumbai-2026');
    expect(value(validateEventSlug('Design Week'))).toBe('error: Choose the event you visited.');
    expect(value(validateModelNumber(' t14059-pr ', { required: false }))).toBe('T14059-PR');
    expect(value(validateModelNumber('T14 059', { required: false }))).toMatch(/as printed/);
    expect(value(validateSubject(' Nuvola   range ', { required: false }))).toBe('Nuvola range');
    expect(value(validateSubject('x'.repeat(121), { required: false }))).toMatch(/at most 120/);
  });
});

describe('text that is not text', () => {
  // A zero-width space, the Hangul filler and blank Braille: each draws nothing, and each passed as a name or message.
  const invisible = [
    '\u200B\u200B\u200B',
    '\u3164\u3164\u3164',
    '\u2800'.repeat(12),
    '\u200B\u3164 \u2800\u200D',
  ];
  const hindi = createTranslator('hi', hi);

  it('refuses a name, city, subject or message of invisible characters, saying so in English and Hindi', () => {
    for (const typed of invisible) {
      for (const result of [
        validateName(typed),
        validateCity(typed),
        validateSubject(typed),
        validateMessage(typed.repeat(5)),
        validateMessage(typed.repeat(5), { required: false }),
      ]) {
        expect(result.ok, JSON.stringify(typed)).toBe(false);
        if (result.ok) continue;
        expect(result.message).toBe(
          'This holds only characters that cannot be seen. Type it again in letters or digits.',
        );
        expect(messageText(hindi, result)).toBe(
          'इसमें केवल ऐसे अक्षर हैं जो दिखाई नहीं देते। इसे अक्षरों या अंकों में फिर से लिखें।',
        );
      }
    }
  });

  it('takes bidirectional controls out of what it keeps', () => {
    expect(value(validateName('Asha \u202ERao'))).toBe('Asha Rao');
    expect(value(validateSubject('Invoice \u202Efdp.exe', { required: false }))).toBe(
      'Invoice fdp.exe',
    );
    expect(value(validateMessage('Please call \u2066me\u2069 back after 6 pm.'))).toBe(
      'Please call me back after 6 pm.',
    );
  });

  it('keeps the joiners Hindi is written with', () => {
    expect(value(validateMessage('कृपया लक्\u200Dष्मी नगर का डीलर बताएँ।'))).toBe(
      'कृपया लक्\u200Dष्मी नगर का डीलर बताएँ।',
    );
  });
});
