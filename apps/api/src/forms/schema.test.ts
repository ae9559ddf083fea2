// The published form bodies against the shared rules that really decide: a valid submission validates against the
// documented schema, and the fields the document calls required are exactly those the rules refuse to go without.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../paths';
import { FORMS } from './definitions';

interface BodySchema {
  properties: Record<string, unknown>;
  required?: string[];
}
const document = JSON.parse(readFileSync(join(packageRoot(), 'openapi.json'), 'utf8')) as {
  paths: Record<
    string,
    { post?: { requestBody: { content: { 'application/json': { schema: { $ref: string } } } } } }
  >;
  components: { schemas: Record<string, BodySchema> };
};

const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true });
addFormats(ajv);
ajv.addVocabulary(['openapi', 'info', 'paths', 'components', 'webhooks', 'tags', 'example']);
ajv.addSchema(document, 'openapi.json');

/** A submission the shared rules accept, every optional field filled, in its normalised form. */
const COMPLETE: Record<string, unknown> = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  city: 'Pune',
  pincode: '411001',
  interest: 'kitchen',
  topic: 'warranty',
  product: 'T14059-PR',
  model: 'T14059-PR',
  subject: 'Showroom visit',
  message: 'Please call me after six in the evening.',
  event: 'design-week-mumbai-2026',
  consent: true,
  captchaToken: 'local-captcha-test-token',
};

describe.each(FORMS)('the published body of $path', (form) => {
  const ref = document.paths[form.path]?.post?.requestBody.content['application/json'].schema.$ref;
  const name = ref?.split('/').pop() ?? '';
  const schema = document.components.schemas[name];
  const body = Object.fromEntries([...form.fields, 'captchaToken'].map((f) => [f, COMPLETE[f]]));

  it('names every field the form takes', () => {
    expect(Object.keys(schema?.properties ?? {})).toEqual([...form.fields, 'captchaToken']);
  });

  it('accepts a submission the shared rules accept', () => {
    expect(form.validate(body).ok).toBe(true);
    const validate = ajv.getSchema(`openapi.json#/components/schemas/${name}`);
    expect(validate?.(body), JSON.stringify(validate?.errors)).toBe(true);
  });

  it('calls required exactly the fields the shared rules cannot go without', () => {
    const needed = form.fields.filter((field) => {
      const without = { ...body };
      delete without[field];
      return !form.validate(without).ok;
    });
    expect([...(schema?.required ?? [])].sort()).toEqual(needed.sort());
  });
});
