// Find a part (issue 17): the visitor types the model or part code printed on the product or its box and gets the
// product, its installation parts, spare parts with codes (numbered as on the exploded view), documents and where to
// buy. A plain GET form with the code in the URL, so it works without JavaScript and a result can be shared.
import { languageOfPath, plainName } from '@fittings/catalog-core';
import { MAX_PART_CODE_LENGTH } from '@fittings/catalog-core/parts';
import { ApiError, type PartLookupResponse } from '@fittings/api-client';
import { Button } from '@fittings/ui/Button';
import { TextField } from '@fittings/ui/TextField';
import { useText } from '@fittings/ui/TextProvider';
import { brand } from '../brand';
import { RouteError } from '../layout/RouteError';
import { loadTranslator, translatorOf } from '../i18n/translators';
import { languageOf, useLocalize } from '../i18n/useLanguage';
import { publicOrigin, serverApi } from '../api/api.server';
import { seo } from '../seo/seo';
import * as styles from '../product/findAPart.css';
import type { Route } from './+types/find-a-part';
import { PartResult } from '../product/PartResult';

type Outcome =
  | { kind: 'none' }
  | { kind: 'found'; answer: PartLookupResponse }
  | { kind: 'not-found' | 'invalid' | 'failed'; message: string };

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const text = translatorOf(languageOfPath(location.pathname));
  return seo(matches, {
    title: `${
      data?.outcome.kind === 'found'
        ? text.t('web.part.metaFound', {
            code: data.outcome.answer.code,
            name: plainName(data.outcome.answer.product.name),
          })
        : text.t('web.part.title')
    } | ${brand.name}`,
    description: text.t('web.part.description', { brand: brand.name }),
    canonical: '/find-a-part',
    origin: data?.origin,
    noindex: Boolean(data?.code),
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const origin = publicOrigin(request);
  const code = (url.searchParams.get('code') ?? '').trim();
  if (code === '') return { origin, code, outcome: { kind: 'none' } as Outcome };
  const text = await loadTranslator(languageOf(request));
  try {
    const answer = await serverApi(request).getPart(code, { signal: request.signal });
    return { origin, code, outcome: { kind: 'found', answer } as Outcome };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'aborted') throw error;
    if (error instanceof ApiError && error.status === 404)
      return {
        origin,
        code,
        outcome: { kind: 'not-found', message: text.t('web.part.notFound', { code }) } as Outcome,
      };
    if (error instanceof ApiError && error.status === 400)
      return { origin, code, outcome: { kind: 'invalid', message: error.message } as Outcome };
    return {
      origin,
      code,
      outcome: { kind: 'failed', message: text.t('web.part.failed') } as Outcome,
    };
  }
}

export default function FindAPartPage({ loaderData }: Route.ComponentProps) {
  const { code, outcome } = loaderData;
  const error = outcome.kind === 'invalid' ? outcome.message : undefined;
  const text = useText();
  const localize = useLocalize();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{text.t('web.part.title')}</h1>
        <p className={styles.lead}>{text.t('web.part.lead')}</p>
        <form method="get" action={localize('/find-a-part')} className={styles.form} role="search">
          <TextField
            label={text.t('web.part.fieldLabel')}
            name="code"
            defaultValue={code}
            key={code}
            maxLength={MAX_PART_CODE_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint={text.t('web.part.fieldHint')}
            error={error}
            className={styles.field}
          />
          <Button type="submit" tone="primary">
            {text.t('web.part.find')}
          </Button>
        </form>
      </header>
      {outcome.kind === 'found' ? (
        <PartResult answer={outcome.answer} />
      ) : outcome.kind === 'not-found' || outcome.kind === 'failed' ? (
        <p className={styles.message} role="status">
          {outcome.message}
        </p>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
