// What a page shows when its loader fails: the not-found page for a 404 (spec 2.1), the generic message of the
// error catalogue (spec 8) for anything else.
import { isRouteErrorResponse, useRouteError } from 'react-router';

export const NOT_FOUND_TEXT = 'Whoops, page not found.';
export const GENERIC_ERROR_TEXT = 'Something went wrong!';

export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && !isRouteErrorResponse(error)) console.error(error);
  return notFound ? (
    <section
      aria-labelledby="not-found-title"
      style={{ padding: '12vh 24px', textAlign: 'center' }}
    >
      <h1 id="not-found-title">404</h1>
      <p>{NOT_FOUND_TEXT}</p>
    </section>
  ) : (
    <section style={{ padding: '12vh 24px', textAlign: 'center' }}>
      <h1>{GENERIC_ERROR_TEXT}</h1>
    </section>
  );
}
