// Opens the browser's print dialog. Shown once hydrated: without JavaScript the browser's own Print still works.
import { Button } from '@fittings/ui/Button';
import { useText } from '@fittings/ui/TextProvider';
import { useEffect, useState } from 'react';

export function PrintButton() {
  const [ready, setReady] = useState(false);
  const text = useText();
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Button tone="primary" onClick={() => window.print()}>
      {text.t('web.list.print')}
    </Button>
  );
}
