import '@testing-library/jest-dom';
import { BUS_KEY } from '@storefront/shared';

// Every test starts with an empty page-wide bus, as a fresh page would.
beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[BUS_KEY];
});
