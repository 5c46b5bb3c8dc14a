import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n, loadWholeCatalogue } from '../i18n/index.ts';
import { clearToken } from '../lib/session-token.ts';

// Lazy Mantine screens can take seconds to appear when the suite runs beside the server suites
// on a loaded machine (a download menu missed a 5 s wait in CI once): a longer wait only delays a failure.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  localStorage.clear();
  clearToken();
});

// Mantine reads these browser APIs that jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// jsdom's Blob has no arrayBuffer(), which the upload pre-checks and part checksums read with.
Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
  return new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(this);
  });
};
// An autosizing Textarea listens for web fonts to finish loading.
Object.defineProperty(document, 'fonts', {
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

await initI18n();
// Components are tested outside the signed-in layout that loads their strings.
await loadWholeCatalogue();
