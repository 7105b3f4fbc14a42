/** Where `npm run test:e2e` keeps what its `vite build` printed (test/e2e/build-app.ts). */
export const BUILD_OUTPUT = 'test-results/build/output.txt';
