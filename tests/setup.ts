import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadMessages } from '@/i18n';

// The app preloads the first locale's messages before rendering (main.tsx); tests do the same.
beforeAll(async () => {
  await Promise.all([loadMessages('ru'), loadMessages('en')]);
});

afterEach(() => cleanup());

// Pages are lazy chunks; under jsdom the first import of one can take over a second.
configure({ asyncUtilTimeout: 5000 });
