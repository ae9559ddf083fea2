// Opens the print page or the PDF of a list: a link as before when its address is short enough for every server on
// the way, else a button posting the same list in a form's body (see listRequest), so a long list is never a link
// the servers refuse. Without JavaScript either way.
import { Button, ButtonLink } from '@fittings/ui/Button';
import type { ReactNode } from 'react';
import type { ListRequest } from './shareList';
import * as styles from './ListRequestButton.css';

export function ListRequestButton({
  request,
  download = false,
  children,
}: {
  request: ListRequest;
  /** Whether the link asks to save the file (a form's answer opens as it says: the PDF inline). */
  download?: boolean;
  children: ReactNode;
}) {
  if (request.method === 'get')
    return (
      <ButtonLink tone="secondary" href={request.href} {...(download ? { download: '' } : {})}>
        {children}
      </ButtonLink>
    );
  return (
    <form method="post" action={request.action} className={styles.form}>
      <input type="hidden" name="models" value={request.fields.models} />
      <input type="hidden" name="list" value={request.fields.list} />
      {request.fields.total ? (
        <input type="hidden" name="total" value={request.fields.total} />
      ) : null}
      <Button tone="secondary" type="submit">
        {children}
      </Button>
    </form>
  );
}
