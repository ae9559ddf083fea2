import { describe, expect, it } from 'vitest';
import { fieldsOf, formOfPath } from './formLayout';

const optionalOf = (form: Parameters<typeof fieldsOf>[0]) =>
  fieldsOf(form)
    .filter((field) => field.optional)
    .map((field) => field.name);

describe('the form pages laid out from catalog-core', () => {
  it('marks as optional exactly what the shared rules accept left empty', () => {
    expect(optionalOf('contact-us')).toEqual(['phone', 'city', 'subject']);
    expect(optionalOf('leads')).toEqual(['email', 'pincode', 'product', 'message']);
    expect(optionalOf('events-lead-form')).toEqual(['email', 'pincode', 'message']);
    expect(optionalOf('email-support')).toEqual(['phone', 'model']);
  });

  it('shows the fields in the order of the rules, the event first and the product hidden', () => {
    expect(fieldsOf('events-lead-form')[0]).toMatchObject({
      name: 'event',
      widget: { kind: 'select' },
    });
    expect(fieldsOf('leads').find((f) => f.name === 'product')?.widget).toEqual({ kind: 'hidden' });
  });

  it('finds the form of a page in either language, whatever the case of its address', () => {
    expect(formOfPath('/contact-us')).toBe('contact-us');
    expect(formOfPath('/hi/leads-form')).toBe('leads');
    expect(formOfPath('/Leads-Form/')).toBe('leads');
    expect(formOfPath('/hi/events-lead-form')).toBe('events-lead-form');
    expect(formOfPath('/email-support')).toBe('email-support');
    expect(formOfPath('/leads-form/ThankYou')).toBeUndefined();
  });
});
