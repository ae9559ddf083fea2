import { XSRF_COOKIE_NAME } from '@fittings/catalog-core';
import { describe, expect, it } from 'vitest';
import { testTranslators } from '../test/text';
import { interestOptions, topicOptions } from './formCopy';
import { submitFormOnServer } from './formAction.server';
import { checkForm, type FormOutcome } from './forms';
import { submitFormInBrowser } from './formSubmit';

const TOKEN = 'a-test-xsrf-token-of-32-chars-xx';
const empty = { name: '', email: '', message: '' };

function post(url: string, fields: Record<string, string>, cookie = TOKEN): Request {
  const body = new URLSearchParams({ _xsrf: TOKEN, _key: 'key-1', ...fields });
  return new Request(url, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `${XSRF_COOKIE_NAME}=${cookie}`,
    },
  });
}

describe("a form's errors in the page's language", () => {
  it('words the same refusals in English and in Hindi', () => {
    expect(checkForm('contact-us', empty, testTranslators.en)).toEqual({
      ok: false,
      errors: {
        name: 'Enter your name.',
        email: 'Enter your e-mail address.',
        message: 'Enter your message.',
      },
    });
    const hindi = checkForm('contact-us', empty, testTranslators.hi);
    expect(hindi).toMatchObject({
      ok: false,
      errors: { name: 'अपना नाम लिखें।', email: 'अपना ई-मेल पता लिखें।' },
    });
    expect(Object.values((hindi as { errors: object }).errors).join(' ')).not.toMatch(/[A-Za-z]/);
  });

  it('answers a Hindi page sent without JavaScript in Hindi, an English one in English', async () => {
    const hindi = await submitFormOnServer(
      'leads',
      post('http://localhost/hi/leads-form', { name: '', phone: '12' }),
      undefined,
    );
    expect(hindi.init?.status).toBe(400);
    const outcome = hindi.data as Extract<FormOutcome, { status: 'invalid' }>;
    expect(outcome.status).toBe('invalid');
    expect(outcome.errors.name).toBe('अपना नाम लिखें।');
    expect(outcome.errors.consent).toBe('हम आपसे संपर्क कर सकें, इसकी सहमति के लिए बॉक्स पर टिक करें।');
    expect(outcome.values).toEqual({ name: '', phone: '12' });

    const english = await submitFormOnServer(
      'leads',
      post('http://localhost/leads-form', { name: '' }),
      undefined,
    );
    expect((english.data as typeof outcome).errors.name).toBe('Enter your name.');
  });

  it('answers a Hindi page with JavaScript in Hindi before sending anything', async () => {
    const outcome = (await submitFormInBrowser(
      'contact-us',
      post('http://localhost/hi/contact-us', empty),
    )) as FormOutcome;
    expect(outcome).toMatchObject({
      status: 'invalid',
      errors: { name: 'अपना नाम लिखें।', email: 'अपना ई-मेल पता लिखें।' },
    });
  });

  it("labels the selects' choices in the page's language, keeping their values", () => {
    expect(interestOptions(testTranslators.en)[0]).toEqual({
      value: 'bathroom',
      label: 'Bathroom faucets and showers',
    });
    const hindi = [...interestOptions(testTranslators.hi), ...topicOptions(testTranslators.hi)];
    for (const option of hindi) expect(option.label).not.toMatch(/[A-Za-z]{3}/);
    expect(topicOptions(testTranslators.hi).map((o) => o.value)).toEqual(
      topicOptions(testTranslators.en).map((o) => o.value),
    );
  });
});
