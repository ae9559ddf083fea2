import { describe, expect, it } from 'vitest';
import {
  FORM_FIELDS,
  validateContactForm,
  validateEmailSupportForm,
  validateEventLeadForm,
  validateLeadForm,
} from './forms';

const lead = {
  name: ' Asha  Rao ',
  phone: '+91 98765-43210',
  city: 'Pune',
  interest: 'kitchen',
  consent: 'on',
};

describe('validateLeadForm', () => {
  it('gives the normalised lead, leaving out empty optional fields and unknown keys', () => {
    expect(validateLeadForm({ ...lead, email: '', pincode: ' ', admin: true })).toEqual({
      ok: true,
      value: {
        name: 'Asha Rao',
        phone: '9876543210',
        city: 'Pune',
        interest: 'kitchen',
        consent: true,
      },
    });
  });

  it('takes JSON values as the API receives them', () => {
    const result = validateLeadForm({ ...lead, consent: true, pincode: 411001, product: 't14059' });
    expect(result).toMatchObject({ ok: true, value: { pincode: '411001', product: 'T14059' } });
  });

  it('gives a message for each invalid field, in the order of the form', () => {
    const result = validateLeadForm({ name: '', phone: '12345', email: 'x@', city: 'Pune' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual(['name', 'phone', 'email', 'interest', 'consent']);
    expect(result.errors.consent).toBe('Tick the box to agree that we may contact you.');
    for (const key of Object.keys(result.errors)) {
      expect(FORM_FIELDS.lead).toContain(key);
    }
  });

  it('requires consent to be contacted', () => {
    expect(validateLeadForm({ ...lead, consent: undefined })).toEqual({
      ok: false,
      errors: { consent: 'Tick the box to agree that we may contact you.' },
    });
  });

  it('treats anything that is not an object as an empty form', () => {
    for (const input of [null, undefined, 'name=Asha', 42]) {
      const result = validateLeadForm(input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors.name).toBe('Enter your name.');
    }
  });
});

describe('validateContactForm', () => {
  it('requires name, e-mail and message; phone, city and subject are optional', () => {
    expect(
      validateContactForm({
        name: 'Ravi',
        email: 'ravi@example.com',
        message: 'Where can I see the Nuvola range?',
      }),
    ).toEqual({
      ok: true,
      value: {
        name: 'Ravi',
        email: 'ravi@example.com',
        message: 'Where can I see the Nuvola range?',
      },
    });
    expect(validateContactForm({ name: 'Ravi' })).toEqual({
      ok: false,
      errors: { email: 'Enter your e-mail address.', message: 'Enter your message.' },
    });
  });

  it('checks optional fields when they are filled in', () => {
    const result = validateContactForm({
      name: 'Ravi',
      email: 'ravi@example.com',
      message: 'Where can I see the Nuvola range?',
      phone: '1234',
    });
    expect(result).toEqual({
      ok: false,
      errors: { phone: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.' },
    });
  });
});

describe('validateEventLeadForm', () => {
  it('needs the event as well as the lead fields, and has no product', () => {
    const result = validateEventLeadForm({
      ...lead,
      event: 'design-week-mumbai-2026',
      product: 'T14059',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        event: 'design-week-mumbai-2026',
        name: 'Asha Rao',
        phone: '9876543210',
        city: 'Pune',
        interest: 'kitchen',
        consent: true,
      },
    });
    const missing = validateEventLeadForm(lead);
    expect(missing).toEqual({ ok: false, errors: { event: 'Choose the event you visited.' } });
  });
});

describe('validateEmailSupportForm', () => {
  it('requires a topic and a message, and upper-cases the model number', () => {
    expect(
      validateEmailSupportForm({
        name: 'Ravi',
        email: 'ravi@example.com',
        topic: 'warranty',
        model: 't14059-pr',
        message: 'The handle is loose after a year.',
      }),
    ).toEqual({
      ok: true,
      value: {
        name: 'Ravi',
        email: 'ravi@example.com',
        topic: 'warranty',
        model: 'T14059-PR',
        message: 'The handle is loose after a year.',
      },
    });
    const result = validateEmailSupportForm({ name: 'Ravi', email: 'ravi@example.com' });
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual(['topic', 'message']);
  });
});
