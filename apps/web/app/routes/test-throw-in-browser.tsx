// Test-only (WEB_TEST_ERRORS=1): renders on the server, then fails in the browser right after hydration.
import { languageOfPath } from '@fittings/catalog-core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { requireTestErrors } from '../observe/testErrors.server';

export function loader() {
  requireTestErrors();
  return null;
}

export default function ThrowInBrowser() {
  const { pathname } = useLocation();
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(true), []);
  if (broken) throw new Error('The test page failed in the browser on purpose');
  return (
    <h1>
      {languageOfPath(pathname) === 'hi'
        ? 'यह जाँच पेज ब्राउज़र में जान-बूझकर विफल होगा'
        : 'This test page will fail in the browser'}
    </h1>
  );
}
